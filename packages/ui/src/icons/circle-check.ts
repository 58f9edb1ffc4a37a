import { icon } from './icon.ts';

export const CircleCheckIcon = /* @__PURE__ */ icon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M16 9l-5.5 5.5L8 12');
