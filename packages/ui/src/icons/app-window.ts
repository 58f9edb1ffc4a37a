import { icon } from './icon.ts';

export const AppWindowIcon = /* @__PURE__ */ icon(
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2zM10 4v4M2 8h20M6 4v4',
);
