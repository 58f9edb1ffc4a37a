import { icon } from './icon.ts';

export const CoinsIcon = /* @__PURE__ */ icon(
  'M13.744 17.736a6 6 0 1 1-7.48-7.48M15 6h1v4M6.134 14.768l.866-.5 2 3.464M10 8a6 6 0 1 0 12 0a6 6 0 1 0 -12 0',
);
