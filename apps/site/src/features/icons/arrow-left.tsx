import { icon } from './icon.tsx';

export const ArrowLeftIcon = /* @__PURE__ */ icon([
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
