import { icon } from './icon.ts';

export const LifeBuoyIcon = /* @__PURE__ */ icon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M4.93 4.93l4.24 4.24M14.83 9.17l4.24-4.24M14.83 14.83l4.24 4.24M9.17 14.83l-4.24 4.24M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
);
