import { icon } from './icon.ts';

export const GlobeIcon = /* @__PURE__ */ icon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20',
);
