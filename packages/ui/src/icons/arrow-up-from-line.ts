import { icon } from './icon.ts';

export const ArrowUpFromLineIcon = /* @__PURE__ */ icon('M18 9l-6-6-6 6M12 3v14M5 21h14');
