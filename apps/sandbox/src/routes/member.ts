import { randomBytes } from 'node:crypto';
import { endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { accountSecurity, avatarUrl, memberIcons } from '../services/account.ts';
import { findMember, findMemberByMobile } from '../services/members.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { referralCodeOf } from '../services/referrals.ts';
import { registerMember } from '../services/registration.ts';
import { checkMobile, checkNewPassword, requireValue } from '../services/rules.ts';
import { endOtherSessions, liftPasswordChangeRequirement } from '../services/sessions.ts';
import { applyMoves, MAIN_WALLET, sumBalanceCents, fromCents, type Move } from '../services/wallet.ts';
import { sessionFor } from './session.ts';

export function memberRoutes(router: Router) {
  router.member(endpoints.memberInfo, (_input, { ctx, member, merchant }) => ({
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.account_type,
    toUpline: member.to_upline === 1 && member.upline_id !== null,
    clubLabel: member.club_label ? { labelName: member.club_label, rankLevel: member.rank_level } : null,
    memberLabel: (JSON.parse(member.member_labels) as string[]).map((labelName) => ({ labelName })),
    language: member.language,
    currency: merchant.settings.currency,
    ...accountSecurity(member),
    payeeName: member.payee_name,
    registeredAt: member.registered_at,
    referralCode: referralCodeOf(ctx.db, member),
  }));

  router.public(endpoints.register, async (input, call) =>
    sessionFor(call, await registerMember(call, input, 'username'), input.loginDeviceId),
  );

  router.public(endpoints.registerMobile, async (input, call) =>
    sessionFor(call, await registerMember(call, input, 'mobile'), input.loginDeviceId),
  );

  router.member(endpoints.changePassword, async (input, { ctx, member, merchant, token, now }) => {
    const oldPassword = requireValue('password', input.oldPassword);
    if (!(await verifyPassword(oldPassword, member.password_hash)))
      throw new Refusal('INVALID_CREDENTIALS', 'old_password_wrong');
    checkNewPassword(merchant.registerRules, input.newPassword, input.confirmNewPassword, 'newPassword');
    if (input.newPassword === oldPassword) throw new Refusal('INVALID_INPUT', 'password_reused');
    const hash = await hashPassword(input.newPassword);
    ctx.db
      .prepare('UPDATE members SET password_hash = ?, password_expires_at = NULL, password_changed_at = ? WHERE id = ?')
      .run(hash, now, member.id);
    // This session stays, free of a forced change; every other one (other devices, other tabs)
    // must sign in again.
    liftPasswordChangeRequirement(ctx.db, token);
    endOtherSessions(ctx.db, member.id, token);
    return null;
  });

  router.public(endpoints.forgotPasswordByEmail, (input, { ctx, merchant, lang }) => {
    if (!merchant.flags.has('PWRESET')) throw new Refusal('FEATURE_DISABLED', 'feature_disabled');
    const member = findMember(ctx.db, merchant.code, input.username.trim());
    if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw new Refusal('ACCOUNT_NOT_FOUND', 'account_not_found');
    }
    const link = `https://${merchant.settings.domains[0]?.domain ?? 'localhost'}/reset?token=${randomBytes(16).toString('hex')}`;
    ctx.mail.send({
      to: member.email,
      merchant: merchant.code,
      purpose: 'password-reset',
      language: lang.toUpperCase(),
      text: `reset your password at ${link}`,
    });
    return null;
  });

  router.public(endpoints.setPasswordByPhone, async (input, { ctx, merchant, now }) => {
    if (!merchant.flags.has('PWRESET')) throw new Refusal('FEATURE_DISABLED', 'feature_disabled');
    const target = checkMobile(merchant.registerRules, input.mobileNum, input.countryDialingCode);
    checkNewPassword(merchant.registerRules, input.newPassword, undefined, 'newPassword');
    ctx.sms.verify({ merchant: merchant.code, ...target }, 'login', input.verificationCode);
    const member = findMemberByMobile(ctx.db, merchant.code, target.dialingCode, target.mobile);
    if (!member) throw new Refusal('ACCOUNT_NOT_FOUND', 'phone_not_registered');
    const hash = await hashPassword(input.newPassword);
    ctx.db
      .prepare(
        'UPDATE members SET password_hash = ?, password_expires_at = NULL, password_changed_at = ?, failed_logins = 0 WHERE id = ?',
      )
      .run(hash, now, member.id);
    endOtherSessions(ctx.db, member.id, undefined);
    return { username: member.username };
  });

  router.member(endpoints.memberIcon, (_input, { member }) => memberIcons(member.icon));

  router.member(endpoints.avatar, (_input, { member }) => ({ avatarUrl: avatarUrl(member.icon) }));

  router.member(endpoints.consolidatedFunds, (_input, { ctx, member, now }) => {
    const wallets = ctx.db
      .prepare(`SELECT wallet, balance_cents FROM wallets WHERE member_id = ? AND wallet != ? AND balance_cents > 0`)
      .all(member.id, MAIN_WALLET) as { wallet: string; balance_cents: number }[];
    const moves: Move[] = wallets.flatMap(({ wallet, balance_cents: cents }) => [
      { memberId: member.id, wallet, deltaCents: -cents, kind: 'consolidate-out', reference: wallet },
      { memberId: member.id, wallet: MAIN_WALLET, deltaCents: cents, kind: 'consolidate-in', reference: wallet },
    ]);
    if (moves.length) applyMoves(ctx.db, moves, now);
    const consolidated = wallets.reduce((sum, wallet) => sum + wallet.balance_cents, 0);
    return { sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)), consolidated: fromCents(consolidated) };
  });

  router.member(endpoints.updateLanguage, (input, { ctx, member }) => {
    const language = input.language.trim().toUpperCase();
    if (!/^[A-Z]{2,3}$/.test(language))
      throw new Refusal('INVALID_INPUT', 'invalid_input', { params: { detail: 'language' } });
    ctx.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, member.id);
    return { language };
  });
}
