import { icon } from './icon.ts';

export const MenuIcon = /* @__PURE__ */ icon('M4 5h16M4 12h16M4 19h16');
