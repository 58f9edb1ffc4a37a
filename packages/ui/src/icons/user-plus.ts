import { icon } from './icon.ts';

export const UserPlusIcon = /* @__PURE__ */ icon(
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M19 8L19 14M22 11L16 11',
);
