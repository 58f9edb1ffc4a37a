import { icon } from '../icons/icon.tsx';

/** Lucide "maximize". */
export const MaximizeIcon = /* @__PURE__ */ icon([
  ['path', { d: 'M8 3H5a2 2 0 0 0-2 2v3' }],
  ['path', { d: 'M21 8V5a2 2 0 0 0-2-2h-3' }],
  ['path', { d: 'M3 16v3a2 2 0 0 0 2 2h3' }],
  ['path', { d: 'M16 21h3a2 2 0 0 0 2-2v-3' }],
]);

/** Lucide "rotate-cw". */
export const RotateCwIcon = /* @__PURE__ */ icon([
  ['path', { d: 'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8' }],
  ['path', { d: 'M21 3v5h-5' }],
]);
