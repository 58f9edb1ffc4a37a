// Drawn by hand, not generated: Lucide carries no brand marks, and these are filled, as the brands draw them.
import { icon } from './icon.ts';

/** The YouTube mark (filled), for the side bar's link to the brand's page there. */
export const YoutubeIcon = /* @__PURE__ */ icon(
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  { filled: true },
);
