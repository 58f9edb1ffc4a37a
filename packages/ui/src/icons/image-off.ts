import { icon } from './icon.ts';

export const ImageOffIcon = /* @__PURE__ */ icon(
  'M2 2L22 22M10.41 10.41a2 2 0 1 1-2.83-2.83M13.5 13.5L6 21M18 12L21 15M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59M21 15V5a2 2 0 0 0-2-2H9',
);
