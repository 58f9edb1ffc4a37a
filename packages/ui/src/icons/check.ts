import { icon } from './icon.ts';

export const CheckIcon = /* @__PURE__ */ icon('M20 6 9 17l-5-5');
