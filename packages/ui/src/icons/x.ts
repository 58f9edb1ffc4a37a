import { icon } from './icon.ts';

export const XIcon = /* @__PURE__ */ icon('M18 6 6 18M6 6l12 12');
