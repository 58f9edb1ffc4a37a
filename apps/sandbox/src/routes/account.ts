import { endpoints } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { MemberCall, Router } from '../routing.ts';
import {
  accountSecurity,
  AVATARS,
  avatarUrl,
  checkEmail,
  checkNewPaymentPassword,
  checkNickname,
  memberIcons,
} from '../services/account.ts';
import { findMemberByMobile, maskMobile } from '../services/members.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { checkMobile } from '../services/rules.ts';
import { requireRealAccount } from './wallet.ts';

/** A number bound to another member of the brand cannot be bound again (the database says the same). */
function checkMobileFree(call: MemberCall, mobileNum: string, dialingCode: string) {
  const { ctx, member, merchant } = call;
  const target = checkMobile(merchant.registerRules, mobileNum, dialingCode);
  const holder = findMemberByMobile(ctx.db, merchant.code, target.dialingCode, target.mobile);
  if (holder && holder.id !== member.id) throw new Refusal('INVALID_INPUT', 'phone_taken');
  return { merchant: merchant.code, ...target, holder: member.id };
}

/** An address verified by another member of the brand cannot be verified again. */
function checkEmailFree(call: MemberCall, value: string) {
  const { ctx, member, merchant } = call;
  const email = checkEmail(merchant.registerRules, value);
  const holder = ctx.db
    .prepare('SELECT id FROM members WHERE merchant = ? AND email = ? AND email_verified_at IS NOT NULL AND id != ?')
    .get(merchant.code, email, member.id);
  if (holder) throw new Refusal('INVALID_INPUT', 'email_taken');
  return email;
}

/** Runs an update that a unique index may refuse when another member got there first. */
function updateUnique(db: Db, sql: string, params: unknown[], taken: Refusal) {
  try {
    db.prepare(sql).run(...params);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') throw taken;
    throw error;
  }
}

async function storePaymentPassword(db: Db, memberId: number, password: string, replacing: string | null) {
  const hash = await hashPassword(password);
  // Only over the hash that was checked: a concurrent change wins, this one is refused.
  const { changes } = db
    .prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS ?')
    .run(hash, memberId, replacing);
  if (changes === 0) {
    throw replacing === null
      ? new Refusal('OPERATION_NOT_ALLOWED', 'payment_password_exists')
      : new Refusal('INVALID_CREDENTIALS', 'payment_password_wrong');
  }
  return { hasPaymentPassword: true as const };
}

/**
 * The member centre's "my account" page. Reads are open to every member; changes refuse a trial
 * account (spec §6: type 4 is told to use a real account).
 */
export function accountRoutes(router: Router) {
  router.member(endpoints.securityOverview, (_input, { member }) => accountSecurity(member));

  router.member(endpoints.setNickname, (input, { ctx, member }) => {
    requireRealAccount(member);
    const nickname = checkNickname(input.nickname);
    ctx.db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(nickname, member.id);
    return { nickname };
  });

  router.member(endpoints.setMemberIcon, (input, { ctx, member }) => {
    requireRealAccount(member);
    const icon = AVATARS.find((name) => avatarUrl(name) === input.icon.trim());
    if (!icon) throw new Refusal('INVALID_INPUT', 'icon_unknown');
    ctx.db.prepare('UPDATE members SET icon = ? WHERE id = ?').run(icon, member.id);
    return memberIcons(icon);
  });

  router.member(endpoints.setPaymentPassword, async (input, { ctx, member }) => {
    requireRealAccount(member);
    if (member.payment_password_hash) throw new Refusal('OPERATION_NOT_ALLOWED', 'payment_password_exists');
    const password = checkNewPaymentPassword(input.newPaymentPassword, input.confirmNewPaymentPassword);
    if (!(await verifyPassword(input.password, member.password_hash))) {
      throw new Refusal('INVALID_CREDENTIALS', 'login_password_wrong');
    }
    return storePaymentPassword(ctx.db, member.id, password, null);
  });

  router.member(endpoints.changePaymentPassword, async (input, { ctx, member }) => {
    requireRealAccount(member);
    const current = member.payment_password_hash;
    if (!current) throw new Refusal('OPERATION_NOT_ALLOWED', 'payment_password_missing');
    const password = checkNewPaymentPassword(input.newPaymentPassword, input.confirmNewPaymentPassword);
    if (!(await verifyPassword(input.oldPaymentPassword, current))) {
      throw new Refusal('INVALID_CREDENTIALS', 'payment_password_wrong');
    }
    if (password === input.oldPaymentPassword) throw new Refusal('INVALID_INPUT', 'payment_password_reused');
    return storePaymentPassword(ctx.db, member.id, password, current);
  });

  router.member(endpoints.bindMobileCode, (input, call) => {
    requireRealAccount(call.member);
    return call.ctx.sms.send(checkMobileFree(call, input.mobileNum, input.countryDialingCode), 'bind');
  });

  router.member(endpoints.bindMobile, (input, call) => {
    const { ctx, member, now } = call;
    requireRealAccount(member);
    const target = checkMobileFree(call, input.mobileNum, input.countryDialingCode);
    ctx.sms.verify(target, 'bind', input.verificationCode);
    updateUnique(
      ctx.db,
      'UPDATE members SET country_dialing_code = ?, mobile_num = ?, mobile_verified_at = ? WHERE id = ?',
      [target.dialingCode, target.mobile, now, member.id],
      new Refusal('INVALID_INPUT', 'phone_taken'),
    );
    return { mobileNum: maskMobile(target.mobile)!, countryDialingCode: target.dialingCode, mobileVerified: true };
  });

  router.member(endpoints.bindEmailCode, (input, call) => {
    requireRealAccount(call.member);
    return call.ctx.mail.sendCode(call.merchant.code, checkEmailFree(call, input.email), call.member.id);
  });

  router.member(endpoints.bindEmail, (input, call) => {
    const { ctx, member, merchant, now } = call;
    requireRealAccount(member);
    const email = checkEmailFree(call, input.email);
    ctx.mail.verifyCode(merchant.code, email, member.id, input.verificationCode);
    updateUnique(
      ctx.db,
      'UPDATE members SET email = ?, email_verified_at = ? WHERE id = ?',
      [email, now, member.id],
      new Refusal('INVALID_INPUT', 'email_taken'),
    );
    return { email, emailVerified: true };
  });
}
