import { icon } from './icon.ts';

export const CircleAlertIcon = /* @__PURE__ */ icon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 8L12 12M12 16L12.01 16',
);
