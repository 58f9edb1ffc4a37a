import { icon } from './icon.ts';

export const UserIcon = /* @__PURE__ */ icon(
  'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2M8 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
);
