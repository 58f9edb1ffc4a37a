import { icon } from './icon.ts';

export const MinusIcon = /* @__PURE__ */ icon('M5 12h14');
