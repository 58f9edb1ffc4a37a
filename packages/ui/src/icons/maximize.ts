import { icon } from './icon.ts';

/** Lucide "maximize". */
export const MaximizeIcon = /* @__PURE__ */ icon(
  'M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3',
);
