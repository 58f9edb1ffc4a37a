import { icon } from './icon.ts';

export const MedalIcon = /* @__PURE__ */ icon(
  'M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15M11 12 5.12 2.2M13 12l5.88-9.8M8 7h8M7 17a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M12 18v-2h-.5',
);
