import type { OverlayKind } from '../core/overlays.ts';
import { lazySection, type Section } from '../core/lazy-parts.tsx';
import type { ScreenFrame } from '../core/screen-frame.ts';

export interface RouteRow extends ScreenFrame {
  paths: readonly string[];
  section: Section;
  /** A modal the path opens over its screen (/register opens registration). */
  opens?: Extract<OverlayKind, 'login' | 'register'>;
  /** Reachable without a token when the brand's loginedToHomePage setting is on. */
  guestAllowed?: boolean;
  /**
   * Whether the site server draws the screen with its data (the default) or leaves its data to
   * the browser (false): the one place this is decided, see docs/first-load.md.
   */
  serverData?: boolean;
}

const home = lazySection(() => import('../features/home/home-screen.tsx'));
const category = lazySection(() => import('../features/lobby/category-screen.tsx'));

/**
 * The route table (spec §2): every path maps to one lazy screen, so any screen's code is one hop
 * from here.
 */
export const routes: readonly RouteRow[] = [
  { page: 'index', paths: ['/', '/index', '/index.html', '/home'], section: home, banner: 'w_home', chrome: 'full' },
  {
    page: 'register',
    paths: ['/register', '/register.html'],
    section: home,
    banner: null,
    chrome: 'full',
    opens: 'register',
    guestAllowed: true,
  },
  { page: 'login', paths: ['/login'], section: home, banner: null, chrome: 'full', opens: 'login', guestAllowed: true },
  {
    page: 'noticePage',
    paths: ['/noticePage'],
    section: lazySection(() => import('../features/notices/notice-screen.tsx')),
    banner: null,
    chrome: 'full',
  },
  {
    page: 'vip',
    paths: ['/vip'],
    section: lazySection(() => import('../features/vip/vip-screen.tsx')),
    banner: null,
    chrome: 'full',
  },
  {
    page: 'pointMall',
    paths: ['/pointMall'],
    section: lazySection(() => import('../features/points/point-mall-screen.tsx')),
    banner: 'w_shop',
    chrome: 'full',
  },
  { page: 'live', paths: ['/live'], section: category, banner: 'w_live', chrome: 'full' },
  { page: 'sports', paths: ['/sports'], section: category, banner: 'w_sports', chrome: 'full' },
  { page: 'esports', paths: ['/esports'], section: category, banner: 'w_esports', chrome: 'full' },
  { page: 'elott', paths: ['/elott'], section: category, banner: 'w_lott', chrome: 'full' },
  {
    page: 'lottery',
    paths: ['/lottery'],
    section: lazySection(() => import('../features/lottery/lottery-screen.tsx')),
    banner: null,
    chrome: 'headerWithoutNav',
  },
  {
    page: 'vnlottery',
    paths: ['/vnlottery'],
    section: lazySection(() => import('../features/lottery/vn-lottery-screen.tsx')),
    banner: null,
    chrome: 'header',
  },
  { page: 'rng', paths: ['/rng'], section: category, banner: 'w_rng', chrome: 'full' },
  { page: 'fish', paths: ['/fish'], section: category, banner: 'w_fish', chrome: 'full' },
  { page: 'pvp', paths: ['/pvp'], section: category, banner: 'w_pvp', chrome: 'full' },
  {
    page: 'promotions',
    paths: ['/promotions'],
    section: lazySection(() => import('../features/promotions/promotions-screen.tsx')),
    banner: 'w_promotion',
    chrome: 'full',
  },
  {
    page: 'promoDetail',
    paths: ['/promoDetail'],
    section: lazySection(() => import('../features/promotions/promo-detail-screen.tsx')),
    banner: null,
    chrome: 'full',
  },
  {
    page: 'seamless',
    paths: ['/seamless'],
    section: lazySection(() => import('../features/game/seamless-screen.tsx')),
    banner: null,
    chrome: 'headerWithoutNav',
  },
  {
    page: 'fbsports',
    paths: ['/fbsports'],
    section: lazySection(() => import('../features/game/fb-sports-screen.tsx')),
    banner: null,
    chrome: 'full',
  },
  {
    page: 'help',
    paths: ['/help'],
    section: lazySection(() => import('../features/help/help-screen.tsx')),
    banner: 'w_help',
    chrome: 'full',
  },
  {
    page: 'helpmc',
    paths: ['/helpmc'],
    section: lazySection(() => import('../features/help/help-centre-screen.tsx')),
    banner: null,
    chrome: 'bare',
    guestAllowed: true,
  },
  {
    // Spec §2 names the screen without a path; /feedback, beside /help, is linked from the
    // footer's help block and the account menu. Public (spec §6): a guest may send feedback.
    page: 'feedback',
    paths: ['/feedback'],
    section: lazySection(() => import('../features/feedback/feedback-screen.tsx')),
    banner: null,
    chrome: 'full',
  },
  {
    page: 'down',
    paths: ['/down', '/download'],
    section: lazySection(() => import('../features/download/download-screen.tsx')),
    banner: 'w_down',
    chrome: 'full',
  },
  {
    page: 'join',
    paths: ['/join'],
    section: lazySection(() => import('../features/join/join-screen.tsx')),
    banner: null,
    chrome: 'full',
  },
  {
    page: 'game',
    paths: ['/game'],
    section: lazySection(() => import('../features/game/game-screen.tsx')),
    banner: null,
    chrome: 'header',
  },
];

/** The guard's allow-list: spec §2 names /download, which the table serves with the /down screen. */
export const guestPaths: ReadonlySet<string> = new Set([
  ...routes.filter((row) => row.guestAllowed).flatMap((row) => row.paths),
  '/download',
]);

const byPath = new Map(routes.flatMap((row) => row.paths.map((path) => [path, row] as const)));

/** The row for a path; unknown paths show the home screen rather than a blank page. */
export function routeFor(path: string): RouteRow {
  return byPath.get(path) ?? routes[0]!;
}
