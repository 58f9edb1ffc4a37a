import type { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { findDepositByToken, PAYMENT_PAGE_PATH, settleDeposit, type DepositRow } from '../services/deposits.ts';
import { formatAmount } from '../services/inbox.ts';

const copy = {
  en: {
    title: 'Payment',
    pay: 'Pay',
    channel: 'Channel',
    amount: 'Amount',
    fee: 'Fee',
    total: 'To pay',
    reference: 'Reference',
    complete: 'Complete the payment',
    fail: 'Fail the payment',
    later: 'Leave it pending and go back',
    note: 'A simulated payment page: no money moves anywhere.',
    credited: 'This deposit is paid and credited.',
    failed: 'This payment failed.',
    back: 'Back to the site',
    missing: 'This payment link is not valid. Start the deposit again from the site.',
  },
  ty: {
    title: 'Bayad',
    pay: 'Magbayad',
    channel: 'Channel',
    amount: 'Halaga',
    fee: 'Bayarin',
    total: 'Babayaran',
    reference: 'Reference',
    complete: 'Kumpletuhin ang bayad',
    fail: 'Ibagsak ang bayad',
    later: 'Iwanang nakabinbin at bumalik',
    note: 'Isang kunwaring pahina ng bayad: walang perang gumagalaw.',
    credited: 'Bayad na at naikredito ang depositong ito.',
    failed: 'Hindi natuloy ang bayad na ito.',
    back: 'Bumalik sa site',
    missing: 'Hindi wasto ang link ng bayad na ito. Simulan muli ang deposito mula sa site.',
  },
};

const style = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#14161a;display:grid;place-items:center;min-height:100vh}
main{width:min(92vw,440px);background:#fff;border-radius:16px;padding:24px;box-shadow:0 8px 28px #0002}
h1{font-size:1.4rem;margin:0 0 4px}p{margin:.4em 0;color:#3d424b}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
dt{color:#5b616b}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}form{display:grid;gap:10px;margin-top:16px}
button,a.back{font:inherit;font-weight:600;padding:12px 16px;border-radius:10px;border:1px solid #1f4fd1;background:#fff;color:#1f4fd1;cursor:pointer;text-align:center;text-decoration:none}
button[value=credited]{background:#1f4fd1;color:#fff}button[value=failed]{border-color:#b42318;color:#b42318}
button:focus-visible,a.back:focus-visible{outline:3px solid #14161a;outline-offset:2px}small{display:block;margin-top:16px;color:#5b616b}`;

/** The return address with the deposit's id and status added, so the site can show the outcome. */
export function returnAddress(row: DepositRow): string {
  const relative = row.return_url!.startsWith('/');
  const url = new URL(row.return_url!, 'http://site.invalid');
  url.searchParams.set('deposit', String(row.id));
  url.searchParams.set('status', row.status);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

function page(lang: 'en' | 'ty', title: string, body: string) {
  return `<!doctype html><html lang="${lang === 'ty' ? 'fil' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The simulated payment page a deposit's `paymentUrl` opens: what is being paid, and buttons to
 * complete it, fail it, or leave it pending. Each sends the player back to the return address.
 */
export function paymentPageRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  const load = (token: string) => {
    const row = findDepositByToken(ctx.db, token);
    if (!row) return undefined;
    const owner = ctx.db.prepare('SELECT language, merchant FROM members WHERE id = ?').get(row.member_id) as {
      language: string | null;
      merchant: string;
    };
    const merchant = ctx.merchants.get(owner.merchant)!;
    const channel = merchant.settings.depositChannels.find((candidate) => candidate.code === row.channel);
    return {
      row,
      brand: merchant.name,
      channel: channel?.name ?? row.channel,
      lang: owner.language?.toUpperCase() === 'TY' ? ('ty' as const) : ('en' as const),
    };
  };

  app.get(`${PAYMENT_PAGE_PATH}/:token`, (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const found = load(c.req.param('token'));
    if (!found) return c.html(page('en', copy.en.title, `<p role="alert">${copy.en.missing}</p>`), 404);
    const { row, brand, channel, lang } = found;
    const t = copy[lang];
    const details = `<dl><dt>${t.channel}</dt><dd>${escapeHtml(channel)}</dd>
<dt>${t.amount}</dt><dd>${formatAmount(row.amount_cents)}</dd><dt>${t.fee}</dt><dd>${formatAmount(row.fee_cents)}</dd>
<dt>${t.total}</dt><dd><strong>${formatAmount(row.amount_cents + row.fee_cents)}</strong></dd>
<dt>${t.reference}</dt><dd>D${row.id}</dd></dl>`;
    const actions =
      row.status === 'pending'
        ? `<form method="post"><button name="outcome" value="credited">${t.complete}</button>
<button name="outcome" value="failed">${t.fail}</button><button name="outcome" value="pending">${t.later}</button></form>`
        : `<p role="status">${row.status === 'credited' ? t.credited : t.failed}</p>
<a class="back" href="${escapeHtml(returnAddress(row))}">${t.back}</a>`;
    return c.html(
      page(
        lang,
        `${t.title} · ${brand}`,
        `<p>${escapeHtml(brand)}</p><h1>${t.pay}</h1>${details}${actions}<small>${t.note}</small>`,
      ),
    );
  });

  app.post(`${PAYMENT_PAGE_PATH}/:token`, async (c) => {
    const found = load(c.req.param('token'));
    if (!found) return c.html(page('en', copy.en.title, `<p role="alert">${copy.en.missing}</p>`), 404);
    const outcome = new URLSearchParams(await c.req.text()).get('outcome');
    const row =
      outcome === 'credited' || outcome === 'failed'
        ? settleDeposit(ctx.db, found.row.id, outcome, ctx.settings.now())
        : found.row;
    return c.redirect(returnAddress(row), 303);
  });
}
