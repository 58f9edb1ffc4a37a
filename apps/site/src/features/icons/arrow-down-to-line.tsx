import { icon } from './icon.tsx';

export const ArrowDownToLineIcon = /* @__PURE__ */ icon([
  ['path', { d: 'M12 17V3' }],
  ['path', { d: 'm6 11 6 6 6-6' }],
  ['path', { d: 'M19 21H5' }],
]);
