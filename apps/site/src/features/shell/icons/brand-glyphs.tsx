import { icon } from './icon.tsx';

/** Filled marks of the social networks the side bar links to, drawn on the same 24 × 24 grid. */
export const FacebookIcon = /* @__PURE__ */ icon(
  [['path', { d: 'M15 4h3v4h-2.5a.5.5 0 0 0-.5.5V10h3l-.5 4H15v8h-4v-8H8v-4h3V8a4 4 0 0 1 4-4z' }]],
  { filled: true },
);

export const YoutubeIcon = /* @__PURE__ */ icon(
  [
    [
      'path',
      {
        fillRule: 'evenodd',
        d: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
      },
    ],
  ],
  { filled: true },
);

export const TelegramIcon = /* @__PURE__ */ icon(
  [
    [
      'path',
      {
        d: 'M21.4 3.7 2.9 10.9c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.8-.8l3.1-14.8c.3-1.3-.5-1.9-1.6-1.8zM9.9 14.3l-.4 4.1-1.4-4.6 9.6-6.1z',
      },
    ],
  ],
  { filled: true },
);
