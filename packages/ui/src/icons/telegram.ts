// Drawn by hand, not generated: Lucide carries no brand marks, and these are filled, as the brands draw them.
import { icon } from './icon.ts';

/** The Telegram mark (filled), for the side bar's link to the brand's page there. */
export const TelegramIcon = /* @__PURE__ */ icon(
  'M21.4 3.7 2.9 10.9c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.8-.8l3.1-14.8c.3-1.3-.5-1.9-1.6-1.8zM9.9 14.3l-.4 4.1-1.4-4.6 9.6-6.1z',
  { filled: true },
);
