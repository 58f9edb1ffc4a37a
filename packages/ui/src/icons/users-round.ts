import { icon } from './icon.ts';

export const UsersRoundIcon = /* @__PURE__ */ icon(
  'M18 21a8 8 0 0 0-16 0M5 8a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M22 20c0-3.37-2-6.5-4-8a5 5 0 0 0-.45-8.3',
);
