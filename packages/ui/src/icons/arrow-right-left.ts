import { icon } from './icon.ts';

export const ArrowRightLeftIcon = /* @__PURE__ */ icon('M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16');
