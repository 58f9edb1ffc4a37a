import type { SandboxContext } from '../context.ts';
import { escapeHtml as escape } from '../html.ts';

/** The lottery a LOTT launch opened (see services/launches.ts). */
export interface LotteryLaunchRow {
  vendor_code: string;
  vendor: string;
  lottery_code: string | null;
  lotto_view: string;
  lotto_area: string | null;
  account_type: number;
  username: string;
}

export const lotteryCopy = {
  en: {
    lobby: 'Lottery lobby',
    every: (minutes: number) => (minutes >= 60 ? `Draw every ${minutes / 60} h` : `Draw every ${minutes} min`),
    playType: 'Play type',
    pick: 'Quick pick',
    picked: 'Your numbers',
  },
  ty: {
    lobby: 'Lobby ng lotto',
    every: (minutes: number) => (minutes >= 60 ? `Bola bawat ${minutes / 60} oras` : `Bola bawat ${minutes} minuto`),
    playType: 'Uri ng taya',
    pick: 'Mabilisang pili',
    picked: 'Iyong mga numero',
  },
};

interface LotteryRow {
  game_code: string;
  name: string;
  default_play_type: string;
  draw_minutes: number;
}

/** Picks numbers in the shape of the play type (2D, 3D, 6D, K3, PK10, Vietnamese LO2…). */
const pickScript = `const shapes={'2D':[2,0,9],'3D':[3,0,9],'6D':[6,1,45],'K3':[3,1,6],'PK10':[5,1,10],'KENO':[10,1,80],'SSC':[5,0,9]};
const out=document.querySelector('output');document.querySelector('button').addEventListener('click',()=>{
const [n,min,max]=shapes[document.body.dataset.playType]||[2,0,99];const picks=[];while(picks.length<n){
const v=min+Math.floor(Math.random()*(max-min+1));if(n>3&&picks.includes(v))continue;picks.push(v);}
out.textContent=document.body.dataset.picked+': '+picks.map((v)=>String(v).padStart(2,'0')).join(' ');});`;

/** The body of a lottery launch's page: one game's bet slip, or the vendor's (or area's) lobby. */
export function lotteryPageBody(ctx: SandboxContext, launch: LotteryLaunchRow, lang: 'en' | 'ty', mode: string) {
  const t = lotteryCopy[lang];
  const columns = `game_code, name_${lang} AS name, default_play_type, draw_minutes`;
  if (launch.lottery_code && launch.lotto_view !== 'lobby') {
    const game = ctx.db
      .prepare(`SELECT ${columns} FROM lottery_games WHERE game_code = ?`)
      .get(launch.lottery_code) as LotteryRow;
    return {
      title: game.name,
      html: `<body data-play-type="${escape(game.default_play_type)}" data-picked="${t.picked}"><main>
<p>${escape(launch.vendor)} · ${mode}</p><h1>${escape(game.name)}</h1><p>${t.every(game.draw_minutes)} · ${t.playType}: ${escape(game.default_play_type)}</p>
<button type="button">${t.pick}</button><output aria-live="polite"></output></main><script>${pickScript}</script></body>`,
    };
  }
  const games = ctx.db
    .prepare(
      `SELECT ${columns} FROM lottery_games WHERE vendor = ? AND (? IS NULL OR area = ?) ORDER BY popularity DESC`,
    )
    .all(launch.vendor_code, launch.lotto_area, launch.lotto_area) as LotteryRow[];
  const items = games
    .map((game) => `<li><strong>${escape(game.name)}</strong><span>${t.every(game.draw_minutes)}</span></li>`)
    .join('');
  return {
    title: `${launch.vendor} · ${t.lobby}`,
    html: `<body><main><p>${mode}</p><h1>${escape(launch.vendor)}</h1><p>${t.lobby}</p><ul class="lotteries">${items}</ul></main></body>`,
  };
}
