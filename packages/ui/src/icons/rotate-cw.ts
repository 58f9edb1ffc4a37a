import { icon } from './icon.ts';

/** Lucide "rotate-cw". */
export const RotateCwIcon = /* @__PURE__ */ icon('M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5');
