import { icon } from './icon.ts';

export const ChevronUpIcon = /* @__PURE__ */ icon('M18 15l-6-6-6 6');
