import { icon } from './icon.ts';

export const SearchIcon = /* @__PURE__ */ icon('M21 21l-4.34-4.34M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0');
