import { icon } from './icon.tsx';

export const ArrowUpRightIcon = /* @__PURE__ */ icon([
  ['path', { d: 'M7 7h10v10' }],
  ['path', { d: 'M7 17 17 7' }],
]);
