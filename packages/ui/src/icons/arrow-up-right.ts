import { icon } from './icon.ts';

export const ArrowUpRightIcon = /* @__PURE__ */ icon('M7 7h10v10M7 17 17 7');
