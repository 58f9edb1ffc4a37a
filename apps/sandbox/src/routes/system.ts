import { endpoints, type WhitelabelNode } from '@lobbykit/platform';
import type { Merchant } from '../context.ts';
import { Refusal } from '../envelope.ts';
import { whitelabelLayout } from '../merchants.ts';
import { visitorKey, type Router } from '../routing.ts';
import { findMemberByMobile } from '../services/members.ts';
import { findReferrer } from '../services/referrals.ts';
import { findAffiliate } from '../services/registration.ts';
import { checkMobile } from '../services/rules.ts';

export const ASSETS_PATH = '/wps/sandbox/assets';
export const GAME_PAGE_PATH = '/wps/sandbox/game';

export function whitelabelTree(merchant: Merchant): WhitelabelNode[] {
  const on = (modId: string) => (merchant.flags.has(modId) ? '1' : '0');
  return whitelabelLayout.map((node) => ({
    modId: node.modId,
    enabled: node.group ? '1' : on(node.modId),
    childrenNodes: node.children.map((modId) => ({ modId, enabled: on(modId), childrenNodes: [] })),
  }));
}

/** The tree without the modules a visitor override turned off (their children go with them). */
function withoutModules(nodes: WhitelabelNode[], off: readonly string[]): WhitelabelNode[] {
  if (off.length === 0) return nodes;
  return nodes
    .filter((node) => !off.includes(node.modId))
    .map((node) => ({ ...node, childrenNodes: withoutModules(node.childrenNodes, off) }));
}

export function systemRoutes(router: Router) {
  router.public(endpoints.systemStatus, (_input, { ctx, merchant, ip }) => {
    const visitor = ctx.visitors.get(ip);
    const status = visitor?.systemStatus ?? ctx.systemStatus.get(merchant.code) ?? 0;
    return {
      maintenance: status === 1,
      regionRestriction: status === 2,
      info: {
        merchantCode: merchant.code,
        merchantName: merchant.name,
        currency: merchant.settings.currency,
        languages: merchant.settings.languages,
        whitelabel: withoutModules(whitelabelTree(merchant), visitor?.modulesOff ?? []),
        register: merchant.registerRules,
        loginCaptcha: merchant.settings.loginCaptcha,
        resources: merchant.settings.resources,
        customerService: { url: merchant.settings.customerServiceUrl },
        analytics: { gtagId: merchant.settings.gtagId },
        imageCDNs: [ASSETS_PATH],
        launchGameCDNs: [GAME_PAGE_PATH],
        location: { ip },
      },
    };
  });

  router.public(endpoints.whitelabel, (_input, { merchant }) => whitelabelTree(merchant));

  router.public(endpoints.registerSettings, (_input, { merchant }) => merchant.registerRules);

  router.public(endpoints.domainRoute, (_input, { merchant }) => merchant.settings.domains);

  router.public(endpoints.helpCenter, (_input, { ctx, lang }) =>
    ctx.db
      .prepare(
        `SELECT id, category_${lang} AS category, title_${lang} AS title, content_${lang} AS content FROM help_articles ORDER BY sort`,
      )
      .all(),
  );

  router.public(endpoints.captcha, (_input, call) => call.ctx.captchas.issue(visitorKey(call)));

  router.public(endpoints.affiliate, (input, call) => {
    // A friend's invitation link carries a member's referral code: valid too, but a public call
    // does not name the member behind it.
    const referrer = findReferrer(call.ctx.db, call.merchant.code, input.code);
    if (referrer) return { code: referrer.referral_code ?? input.code };
    const agent = findAffiliate(call, input.code);
    return { code: agent.affiliate_code ?? input.code, agentName: agent.nickname };
  });

  router.public(endpoints.registerSms, (input, { ctx, merchant }) => {
    const target = checkMobile(merchant.registerRules, input.mobileNo, input.countryDialingCode);
    if (findMemberByMobile(ctx.db, merchant.code, target.dialingCode, target.mobile))
      throw new Refusal('INVALID_INPUT', 'phone_taken');
    return ctx.sms.send({ merchant: merchant.code, ...target }, 'register');
  });

  router.public(endpoints.countries, (_input, { ctx, lang }) =>
    ctx.db
      .prepare(
        `SELECT country_code AS countryCode, dialing_code AS countryDialingCode, name_${lang} AS name FROM countries ORDER BY sort`,
      )
      .all(),
  );

  router.public(endpoints.banners, (input, { ctx, merchant, lang }) => {
    const rows = ctx.db
      .prepare(
        `SELECT id, group_name, title_${lang} AS title, linkage_type, link FROM banners
         WHERE merchant = ? AND (? IS NULL OR group_name = ?) ORDER BY group_name, sort`,
      )
      .all(merchant.code, input.groupName ?? null, input.groupName ?? null) as {
      id: number;
      group_name: string;
      title: string;
      linkage_type: string | null;
      link: string | null;
    }[];
    return rows.map((row) => ({
      bannerId: row.id,
      groupName: row.group_name,
      url: `${ASSETS_PATH}/banners/${row.id}.svg`,
      title: row.title,
      ...(row.linkage_type ? { linkageType: row.linkage_type, link: row.link ?? undefined } : {}),
    }));
  });

  router.public(endpoints.announcements, (input, { ctx, merchant, lang }) => {
    const types = input.types.split(',').map((type) => type.trim().toUpperCase());
    const rows = ctx.db
      .prepare(
        `SELECT id, type, title_${lang} AS title, content_${lang} AS content, created_at AS createTime FROM notices
         WHERE merchant = ? ORDER BY created_at DESC`,
      )
      .all(merchant.code) as { type: string }[];
    return rows.filter((row) => types.includes(row.type));
  });
}
