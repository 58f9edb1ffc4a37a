import { icon } from './icon.ts';

export const ChevronRightIcon = /* @__PURE__ */ icon('M9 18l6-6-6-6');
