import type { Notice } from './notice-list.tsx';
// A picture as the back office uploads one: a PNG, inlined as the data: address the sanitiser
// accepts (https or an inline PNG, JPEG, GIF or WebP).
import banner from './weekend-reload-banner.png?inline';

/** Announcements as the back office writes them, for stories and tests. */
export const noticeFixtures: Notice[] = [
  {
    id: 101,
    title: 'Scheduled maintenance on Tuesday',
    time: '2025-03-04 02:00:00',
    content:
      '<p>The platform will be unavailable from <strong>02:00 to 04:00</strong> for scheduled maintenance.</p><p>Balances and open bets are not affected.</p>',
  },
  {
    id: 102,
    title: 'Weekend reload bonus: 50% up to P5,000',
    time: '2025-03-01 09:30:00',
    content: `<p><img src="${banner}" alt="Weekend Reload 50%"></p><ol><li>Deposit at least P500 on Saturday or Sunday.</li><li>Claim the bonus in the reward centre.</li><li>Meet a 10x turnover within 7 days.</li></ol><p>Read the <a href="https://example.com/promotions/weekend-reload">full terms</a>.</p>`,
  },
  {
    id: 103,
    title: 'New live casino tables',
    time: '2025-02-26 18:45:12',
    content:
      '<p>Three new baccarat tables are open around the clock.</p><table><thead><tr><th>Table</th><th>Min bet</th></tr></thead><tbody><tr><td>Speed Baccarat A</td><td>P50</td></tr><tr><td>Squeeze Baccarat</td><td>P100</td></tr></tbody></table>',
  },
  {
    id: 104,
    title: 'Keep your account safe: we never ask for your password by phone, chat or e-mail',
    time: '2025-02-20 08:00:00',
    content:
      '<ul><li>Turn on a payment password in <em>My account</em>.</li><li>Bind your mobile number for SMS verification.</li></ul>',
  },
];

/** Hostile content that must come out as harmless text and formatting. */
export const hostileNotice: Notice = {
  id: 'hostile',
  title: 'Notice with unsafe markup',
  time: '2025-03-05 12:00:00',
  content: [
    '<p>Only this text and a safe link should remain.</p>',
    '<script>window.__noticeXss = true</script>',
    '<img src="data:image/png;base64,AAAA" onerror="window.__noticeXss = true" alt="broken">',
    '<a href="javascript:window.__noticeXss = true">javascript link</a>',
    '<iframe src="https://example.com/phish"></iframe>',
    '<style>body { display: none }</style>',
    '<p style="position:fixed;inset:0;background:red" class="fixed inset-0 z-50">covering paragraph</p>',
    '<a href="https://example.com/terms" target="_self">safe link</a>',
  ].join(''),
};
