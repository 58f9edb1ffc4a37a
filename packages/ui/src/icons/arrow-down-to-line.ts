import { icon } from './icon.ts';

export const ArrowDownToLineIcon = /* @__PURE__ */ icon('M12 17V3M6 11l6 6 6-6M19 21H5');
