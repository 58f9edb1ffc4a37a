import { icon } from './icon.ts';

export const LogInIcon = /* @__PURE__ */ icon('M10 17l5-5-5-5M15 12H3M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4');
