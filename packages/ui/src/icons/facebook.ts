// Drawn by hand, not generated: Lucide carries no brand marks, and these are filled, as the brands draw them.
import { icon } from './icon.ts';

/** The Facebook mark (filled), for the side bar's link to the brand's page there. */
export const FacebookIcon = /* @__PURE__ */ icon(
  'M15 4h3v4h-2.5a.5.5 0 0 0-.5.5V10h3l-.5 4H15v8h-4v-8H8v-4h3V8a4 4 0 0 1 4-4z',
  { filled: true },
);
