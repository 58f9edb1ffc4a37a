import { icon } from './icon.ts';

export const ChevronDownIcon = /* @__PURE__ */ icon('M6 9l6 6 6-6');
