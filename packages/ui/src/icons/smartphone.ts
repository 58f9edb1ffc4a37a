import { icon } from './icon.ts';

export const SmartphoneIcon = /* @__PURE__ */ icon(
  'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-16a2 2 0 0 1 2 -2zM12 18h.01',
);
