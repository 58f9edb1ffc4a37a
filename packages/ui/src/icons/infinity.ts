import { icon } from './icon.ts';

export const InfinityIcon = /* @__PURE__ */ icon('M6 16c5 0 7-8 12-8a4 4 0 0 1 0 8c-5 0-7-8-12-8a4 4 0 1 0 0 8');
