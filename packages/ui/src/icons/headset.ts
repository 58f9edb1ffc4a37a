import { icon } from './icon.ts';

export const HeadsetIcon = /* @__PURE__ */ icon(
  'M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5ZM3 11a9 9 0 1 1 18 0M21 11v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3ZM21 16v2a4 4 0 0 1-4 4h-5',
);
