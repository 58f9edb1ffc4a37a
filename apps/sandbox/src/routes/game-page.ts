import type { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { lotteryPageBody, type LotteryLaunchRow } from './lottery-page.ts';
import { slotPageBody, slotSpinRoute, type SlotLaunchRow } from './slot-page.ts';
import { GAME_PAGE_PATH } from './system.ts';
import { escapeHtml as escape } from '../html.ts';

const copy = {
  en: {
    real: 'Real-money game',
    trial: 'Trial game',
    expired: 'This game session has ended. Launch the game again from the lobby.',
    player: 'Player',
  },
  ty: {
    real: 'Laro gamit ang totoong pera',
    trial: 'Trial na laro',
    expired: 'Natapos na ang session ng larong ito. Buksan muli ang laro mula sa lobby.',
    player: 'Manlalaro',
  },
};

const style = `body{margin:0;font-family:system-ui,sans-serif;background:#10131a;color:#f3f4f6;display:grid;place-items:center;min-height:100vh}
main{width:min(92vw,520px);text-align:center;padding:24px}h1{font-size:1.6rem;margin:.2em 0}p{color:#c7cad1;margin:.3em 0}
.reels{display:flex;gap:12px;justify-content:center;margin:24px 0}.reel{width:88px;height:88px;border-radius:16px;background:#1e2430;display:grid;place-items:center;font-size:44px;font-weight:800;color:#f5b942}
button{font:inherit;font-weight:700;padding:12px 36px;border-radius:999px;border:0;background:#f5b942;color:#1a1300;cursor:pointer}
button:disabled{opacity:.6}button:focus-visible{outline:3px solid #fff;outline-offset:3px}output{display:block;min-height:1.5em;margin-top:16px;font-weight:600}
.lotteries{list-style:none;padding:0;margin:20px 0 0;display:grid;gap:8px;text-align:start}
.lotteries li{display:flex;justify-content:space-between;gap:12px;padding:12px 16px;border-radius:12px;background:#1e2430}
.lotteries span{color:#c7cad1}`;

/** The page a launch URL opens: a small demo game that works inside the site's iframe. */
export function gamePageRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  slotSpinRoute(app, ctx);
  app.get(`${GAME_PAGE_PATH}/:launchId`, (c) => {
    const launch = ctx.db
      .prepare(
        `SELECT l.id, l.member_id, m.merchant, l.node_id, g.game_type, l.account_type, l.language, l.lottery_code,
           l.lotto_view, l.lotto_area, g.name, g.vendor AS vendor_code, v.name AS vendor, m.username FROM game_launches l
         JOIN games g ON g.node_id = l.node_id JOIN vendors v ON v.code = g.vendor AND v.game_type = g.game_type
         JOIN members m ON m.id = l.member_id WHERE l.id = ?`,
      )
      .get(c.req.param('launchId')) as (LotteryLaunchRow & SlotLaunchRow) | undefined;
    const lang = launch?.language.toUpperCase() === 'TY' ? 'ty' : 'en';
    const t = copy[lang];
    const head = `<!doctype html><html lang="${lang === 'ty' ? 'fil' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`;
    c.header('Cache-Control', 'no-store');
    if (!launch) {
      return c.html(
        `${head}<title>${t.expired}</title><style>${style}</style></head><body><main><p role="alert">${t.expired}</p></main></body></html>`,
        404,
      );
    }
    const mode = launch.account_type === 1 ? t.real : t.trial;
    // A lottery launch (launchMode LOTT) opens the lottery's own page.
    if (launch.lotto_view) {
      const page = lotteryPageBody(ctx, launch, lang, mode);
      return c.html(`${head}<title>${escape(page.title)}</title><style>${style}</style></head>${page.html}</html>`);
    }
    const header = `<p>${escape(launch.vendor)} · ${mode}</p><h1>${escape(launch.name)}</h1><p>${t.player}: ${escape(launch.username)}</p>`;
    return c.html(
      `${head}<title>${escape(launch.name)} · ${escape(launch.vendor)}</title><style>${style}</style></head>${slotPageBody(ctx, launch, lang, header)}</html>`,
    );
  });
}
