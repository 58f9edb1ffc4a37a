import { icon } from './icon.ts';

export const ArrowRightIcon = /* @__PURE__ */ icon('M5 12h14M12 5l7 7-7 7');
