import { icon } from './icon.tsx';

export const TargetIcon = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['circle', { cx: '12', cy: '12', r: '6' }],
  ['circle', { cx: '12', cy: '12', r: '2' }],
]);
