import { icon } from './icon.ts';

export const TriangleAlertIcon = /* @__PURE__ */ icon(
  'M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01',
);
