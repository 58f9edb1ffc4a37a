import { icon } from './icon.ts';

export const HistoryIcon = /* @__PURE__ */ icon('M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5M12 7v5l4 2');
