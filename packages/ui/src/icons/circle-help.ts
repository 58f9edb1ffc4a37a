import { icon } from './icon.ts';

export const CircleHelpIcon = /* @__PURE__ */ icon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5M12 17h.01',
);
