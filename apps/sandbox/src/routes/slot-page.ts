import type { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { escapeHtml as escape } from '../html.ts';
import { Refusal } from '../envelope.ts';
import { gameWalletOf, playSpin, SPIN_STAKE_CENTS, type RealLaunch } from '../services/bets.ts';
import { walletBalanceCents } from '../services/wallet.ts';
import { say } from '../texts.ts';
import { GAME_PAGE_PATH } from './system.ts';

export const slotCopy = {
  en: {
    demo: 'Demo credits',
    balance: 'Balance',
    stake: 'Stake per spin',
    spin: 'Spin',
    win: 'You win',
    again: 'Try again',
    failed: 'The spin could not be played. Try again.',
  },
  ty: {
    demo: 'Demo credit',
    balance: 'Balanse',
    stake: 'Taya bawat spin',
    spin: 'I-spin',
    win: 'Panalo ka ng',
    again: 'Subukang muli',
    failed: 'Hindi nalaro ang spin. Subukang muli.',
  },
};

/** A launch as the slot page needs it: who plays, which game, with real money or not. */
export interface SlotLaunchRow {
  id: string;
  member_id: number;
  merchant: string;
  node_id: number;
  vendor_code: string;
  game_type: string;
  name: string;
  account_type: number;
  language: string;
}

export const slotLaunchQuery = `SELECT l.id, l.member_id, m.merchant, l.node_id, g.vendor AS vendor_code, g.game_type, g.name,
    l.account_type, l.language FROM game_launches l JOIN games g ON g.node_id = l.node_id
  JOIN members m ON m.id = l.member_id WHERE l.id = ?`;

// A trial launch plays with credits kept in the page; a real one asks the platform for every spin
// (POST <launch>/spin) and shows the wallet balance it answers.
const script = `const symbols=['7','★','♦','♣','♥','♠'];const d=document.body.dataset;const real=d.real==='1';
const fmt=new Intl.NumberFormat(d.locale,real?{style:'currency',currency:d.currency}:{});let credits=1000;
const reels=[...document.querySelectorAll('.reel')],out=document.querySelector('output'),bal=document.getElementById('credits'),btn=document.querySelector('button');
const show=(r,win)=>{reels.forEach((el,i)=>el.textContent=r[i]);out.textContent=win?d.win+' '+(real?fmt.format(win/100):win):d.again;};
btn.addEventListener('click',async()=>{if(!real){credits-=10;const r=reels.map(()=>symbols[Math.floor(Math.random()*symbols.length)]);
const win=r[0]===r[1]&&r[1]===r[2]?500:r[0]===r[1]||r[1]===r[2]?20:0;credits+=win;bal.textContent=credits;show(r,win);return;}
btn.disabled=true;try{const res=await fetch(location.pathname+'/spin',{method:'POST'});const body=await res.json();
if(!res.ok){out.textContent=body.message||d.failed;return;}bal.textContent=fmt.format(body.balanceCents/100);show(body.reels,body.payoutCents);}
catch{out.textContent=d.failed;}finally{btn.disabled=false;}});`;

/** The body of the demo slot: reels, the balance (demo credits, or the real game wallet) and Spin. */
export function slotPageBody(ctx: SandboxContext, launch: SlotLaunchRow, lang: 'en' | 'ty', header: string) {
  const t = slotCopy[lang];
  const merchant = ctx.merchants.get(launch.merchant)!;
  const real = launch.account_type === 1;
  const currency = merchant.settings.currency;
  const locale = lang === 'ty' ? 'fil-PH' : 'en';
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const balance = real
    ? `<p>${t.balance}: <strong id="credits">${money(walletBalanceCents(ctx.db, launch.member_id, gameWalletOf(ctx.db, merchant, launch.vendor_code)))}</strong></p>
<p>${t.stake}: ${money(SPIN_STAKE_CENTS)}</p>`
    : `<p>${t.demo}: <strong id="credits">1000</strong></p>`;
  return `<body data-win="${t.win}" data-again="${t.again}" data-failed="${escape(t.failed)}" data-real="${real ? 1 : 0}"
  data-currency="${escape(currency)}" data-locale="${locale}"><main>${header}
<div class="reels" aria-hidden="true"><div class="reel">7</div><div class="reel">★</div><div class="reel">♦</div></div>
${balance}<button type="button">${t.spin}</button><output aria-live="polite"></output>
</main><script>${script}</script></body>`;
}

/**
 * The game provider's call for one spin of a real-money launch, on the game page's own origin and
 * keyed by the launch id (what a provider's seamless-wallet call carries). A trial launch has no
 * money to play: it is refused, and nothing is recorded.
 */
export function slotSpinRoute(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  app.post(`${GAME_PAGE_PATH}/:launchId/spin`, (c) => {
    c.header('Cache-Control', 'no-store');
    const launch = ctx.db.prepare(slotLaunchQuery).get(c.req.param('launchId')) as SlotLaunchRow | undefined;
    const lang = launch?.language.toUpperCase() === 'TY' ? 'ty' : 'en';
    if (!launch) return c.json({ error: 'launch_expired', message: say(lang, 'launch_expired') }, 404);
    if (launch.account_type !== 1) return c.json({ error: 'trial_launch', message: say(lang, 'trial_launch') }, 409);
    const real: RealLaunch = {
      launchId: launch.id,
      memberId: launch.member_id,
      nodeId: launch.node_id,
      vendor: launch.vendor_code,
      gameName: launch.name,
      gameType: launch.game_type,
    };
    try {
      return c.json(playSpin(ctx.db, ctx.merchants.get(launch.merchant)!, real, ctx.settings.now()));
    } catch (error) {
      if (error instanceof Refusal && error.text === 'insufficient_funds') {
        return c.json({ error: 'insufficient_funds', message: say(lang, 'spin_balance_low') }, 402);
      }
      throw error;
    }
  });
}
