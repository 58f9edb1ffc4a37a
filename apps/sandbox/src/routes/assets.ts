import type { Context, Hono } from 'hono';
import { gameArtPng } from '../assets/game-art.ts';
import { avatarSvg, bannerSvg, flagSvg, logoSvg, qrSvg, tileSvg } from '../assets/svg.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ASSETS_PATH } from './system.ts';

function image(c: Context, body: string | undefined) {
  if (body === undefined) return c.text('Not found', 404);
  // Served at .png paths too (the platform's image URLs); browsers go by the content type.
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
}

const idOf = (file: string) => Number(file.replace(/\.(svg|png)$/, ''));

/** The image CDN of the status call: banners, game tiles, vendor logos, flags, avatars, QR codes. */
export function assetRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  const { db } = ctx;

  app.get(`${ASSETS_PATH}/TCG_PROD_IMAGES/:folder/:file`, (c) => {
    const folder = c.req.param('folder');
    const name = c.req.param('file').replace(/(-COLOR)?\.(png|svg)$/, '');
    if (folder === 'COUNTRY_FLAG') return image(c, /^[A-Z]{2}$/.test(name) ? flagSvg(name) : undefined);
    const gameType = folder.replace(/_LIST_VENDOR$/, '');
    const vendor = db.prepare('SELECT name FROM vendors WHERE code = ? AND game_type = ?').get(name, gameType) as
      { name: string } | undefined;
    return image(c, vendor ? logoSvg(vendor.name, name) : undefined);
  });

  app.get(`${ASSETS_PATH}/banners/:file`, (c) => {
    const banner = db.prepare('SELECT title_en, hue FROM banners WHERE id = ?').get(idOf(c.req.param('file'))) as
      { title_en: string; hue: number } | undefined;
    return image(c, banner && bannerSvg(banner.title_en, banner.hue));
  });

  app.get(`${ASSETS_PATH}/games/:file`, (c) => {
    const game = db.prepare('SELECT hue FROM games WHERE node_id = ?').get(idOf(c.req.param('file'))) as
      { hue: number } | undefined;
    if (!game) return c.text('Not found', 404);
    return c.body(new Uint8Array(gameArtPng(game.hue)), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  app.get(`${ASSETS_PATH}/promotions/:file`, (c) => {
    const promotion = db.prepare('SELECT title_en, hue FROM promotions WHERE id = ?').get(idOf(c.req.param('file'))) as
      { title_en: string; hue: number } | undefined;
    return image(c, promotion && bannerSvg(promotion.title_en, promotion.hue));
  });

  app.get(`${ASSETS_PATH}/rewards/:file`, (c) => {
    const reward = db.prepare('SELECT name_en, hue FROM point_rewards WHERE id = ?').get(idOf(c.req.param('file'))) as
      { name_en: string; hue: number } | undefined;
    return image(c, reward && tileSvg(reward.name_en, 'Points mall', reward.hue, 240));
  });

  app.get(`${ASSETS_PATH}/avatars/:file`, (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    return image(c, /^avatar-\d+$/.test(name) ? avatarSvg(name) : undefined);
  });

  app.get(`${ASSETS_PATH}/qr/:file`, (c) => image(c, qrSvg(c.req.param('file'))));
}
