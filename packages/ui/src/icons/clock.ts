import { icon } from './icon.ts';

export const ClockIcon = /* @__PURE__ */ icon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 6v6l4 2');
