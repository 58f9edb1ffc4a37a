/** Small readers of platform values the site would otherwise repeat on every screen. */
import type { SystemStatus, WhitelabelNode } from './endpoints/index.ts';
import type { GameItem } from './schemas.ts';

/**
 * The operator's default password for accounts it creates (spec §9). Signing in with it forces a
 * password change before anything else (spec §4).
 */
export const defaultWeakPassword = '123456';

/** Spec §2: systemStatus 0 normal, 1 maintenance, 2 region blocked. */
export function systemStatusCode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): 0 | 1 | 2 {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

const isOn = (enabled: WhitelabelNode['enabled']) => enabled === '1' || enabled === 1 || enabled === true;

/** The module ids switched on in a whitelabel tree; a child counts only when its parent is on. */
export function whitelabelFlags(tree: readonly WhitelabelNode[]): Set<string> {
  const flags = new Set<string>();
  const visit = (nodes: readonly WhitelabelNode[]) => {
    for (const node of nodes) {
      if (!isOn(node.enabled)) continue;
      flags.add(node.modId);
      visit(node.childrenNodes);
    }
  };
  visit(tree);
  return flags;
}

/** Spec §4/§6: agent centre for 1, 2, 41, 42; type 4 is the restricted trial account. */
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
export const trialAccountType = 4;

export function isAgentType(type: number | null | undefined): boolean {
  return type != null && agentAccountTypes.includes(type);
}

export function isTrialType(type: number | null | undefined): boolean {
  return type === trialAccountType;
}

/** The captcha value as an `<img src>` (a bare base64 PNG, a data URL, or `{ img }`). */
export function captchaImageSrc(value: string | { img: string }): string {
  const raw = typeof value === 'string' ? value : value.img;
  return raw.startsWith('data:') ? raw : `data:image/png;base64,${raw}`;
}

export function gameTitle(game: GameItem): string {
  return game.gameName ?? game.nodeName ?? game.displayName ?? game.gameCode ?? String(game.nodeId);
}

export function gameIcon(game: GameItem): string | undefined {
  return game.showIcon ?? game.iconUrl;
}

/** Vendor logo and country flag URLs (spec §7 Images). */
export function vendorLogoUrl(imageHost: string, gameType: string, vassalage: string): string {
  return `${imageHost}/TCG_PROD_IMAGES/${gameType}_LIST_VENDOR/${vassalage}-COLOR.png`;
}

export function countryFlagUrl(imageHost: string, countryCode: string): string {
  return `${imageHost}/TCG_PROD_IMAGES/COUNTRY_FLAG/${countryCode}.png`;
}
