import { icon } from './icon.ts';

export const ChevronLeftIcon = /* @__PURE__ */ icon('M15 18l-6-6 6-6');
