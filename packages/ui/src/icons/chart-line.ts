import { icon } from './icon.ts';

export const ChartLineIcon = /* @__PURE__ */ icon('M3 3v16a2 2 0 0 0 2 2h16M19 9l-5 5-4-4-3 3');
