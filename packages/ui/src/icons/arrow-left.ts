import { icon } from './icon.ts';

export const ArrowLeftIcon = /* @__PURE__ */ icon('M12 19l-7-7 7-7M19 12H5');
