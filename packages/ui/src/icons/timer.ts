import { icon } from './icon.ts';

export const TimerIcon = /* @__PURE__ */ icon('M10 2L14 2M12 14L15 11M4 14a8 8 0 1 0 16 0a8 8 0 1 0 -16 0');
