import { randomBytes } from 'node:crypto';
import type { endpoints } from '@lobbykit/platform';
import type { z } from 'zod/mini';
import { Refusal } from '../envelope.ts';
import { visitorKey, type Call } from '../routing.ts';
import { sendMessage } from './inbox.ts';
import { AGENT_TYPES, findMember, findMemberByMobile, type MemberRow } from './members.ts';
import { hashPassword } from './passwords.ts';
import { findReferrer, recordReferral } from './referrals.ts';
import { checkMobile, checkNewPassword, checkRule, requireValue } from './rules.ts';

type RegistrationInput =
  | z.output<typeof endpoints.register.request>
  | z.output<typeof endpoints.registerMobile.request>
  | z.output<typeof endpoints.teamRegister.request>;

/**
 * An agent registering a downline (the agent centre): the agent is the upline and may name a
 * sub-agent type. The agent is signed in, so the visitor's checks (direct registration switched
 * on, captcha, SMS code, invitation code) do not apply; every field rule does.
 */
export interface AgentRegistration {
  upline: MemberRow;
  accountType: number;
}

const field = (input: RegistrationInput, name: string) =>
  (input as Record<string, unknown>)[name] as string | undefined;

const profileFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

/** The affiliate (invitation) code's agent, or a refusal (spec §8: invalid invitation code). */
export function findAffiliate(call: Call, code: string): MemberRow {
  const agent = call.ctx.db
    .prepare('SELECT * FROM members WHERE merchant = ? AND affiliate_code = ?')
    .get(call.merchant.code, code.trim()) as MemberRow | undefined;
  if (!agent || !AGENT_TYPES.includes(agent.account_type))
    throw new Refusal('INVALID_INVITATION_CODE', 'invitation_invalid');
  return agent;
}

/**
 * Registration by username or by mobile, validated against the brand's rules (the same rules the
 * site shows), with the captcha, the SMS code and the affiliate check where the brand asks for them.
 */
export async function registerMember(
  call: Call,
  input: RegistrationInput,
  mode: 'username' | 'mobile',
  byAgent?: AgentRegistration,
): Promise<MemberRow> {
  const { merchant, ctx } = call;
  const rules = merchant.registerRules;
  if (!byAgent && !merchant.flags.has('DIRECTREG3')) throw new Refusal('FEATURE_DISABLED', 'feature_disabled');

  let mobile: { mobile: string; dialingCode: string } | undefined;
  if (mode === 'mobile') mobile = checkMobile(rules, input.mobileNum, input.countryDialingCode);
  else if (checkRule(rules.mobileNum, 'mobileNum', input.mobileNum))
    mobile = checkMobile(rules, input.mobileNum, input.countryDialingCode);

  const username =
    mode === 'mobile'
      ? mobile!.mobile
      : checkRule(
          { ...rules.username!, enabled: true, required: true },
          'username',
          input.username as string | undefined,
        )!;

  // Mobile registration without a password (MOBILENUMPASSREG3 off) signs in by SMS from then on.
  const passwordNeeded = mode === 'username' || merchant.flags.has('MOBILENUMPASSREG3');
  let password = input.password ?? '';
  if (passwordNeeded)
    checkNewPassword(rules, requireValue('password', input.password), input.confirmPassword ?? '', 'password');
  else password = randomBytes(18).toString('base64url');

  const payeeName = checkRule(rules.payeeName, 'payeeName', input.payeeName);
  const email = checkRule(rules.email, 'email', input.email);
  const paymentPassword = checkRule(rules.paymentPassword, 'paymentPassword', input.paymentPassword);
  const profile: Record<string, string> = {};
  for (const name of profileFields) {
    const value = checkRule(rules[name], name, field(input, name));
    if (value) profile[name] = value;
  }
  // A link's `referralCode` is a member's referral code (a friend invited) or an agent's affiliate
  // code (a downline). The form fills the affiliate field from the link too, so the same code there
  // is the friend's referral, not an agent to look up.
  const referralCode = byAgent ? undefined : field(input, 'referralCode');
  const referrer = findReferrer(ctx.db, merchant.code, referralCode);
  const affiliateCode = byAgent
    ? undefined
    : checkRule(rules.affiliateCode, 'affiliateCode', field(input, 'affiliateCode') ?? referralCode);
  const isReferral = referrer && affiliateCode?.toUpperCase() === referrer.referral_code?.toUpperCase();
  const upline = byAgent?.upline ?? (affiliateCode && !isReferral ? findAffiliate(call, affiliateCode) : undefined);

  if (findMember(ctx.db, merchant.code, username)) throw new Refusal('INVALID_INPUT', 'username_taken');
  if (mobile && findMemberByMobile(ctx.db, merchant.code, mobile.dialingCode, mobile.mobile)) {
    throw new Refusal('INVALID_INPUT', 'phone_taken');
  }
  const captcha = field(input, 'captcha');
  if (!byAgent && rules.captcha?.enabled) {
    if (!captcha?.trim()) throw new Refusal('CAPTCHA_FAILED', 'captcha_required', { value: { captcha: true } });
    if (!ctx.captchas.check(visitorKey(call), captcha)) {
      throw new Refusal('CAPTCHA_FAILED', 'captcha_failed', { value: { captcha: true } });
    }
  }
  // Last, because checking uses the code up. A number proven here counts as verified.
  let mobileVerifiedAt: number | null = null;
  if (!byAgent && mobile && merchant.flags.has('REGMOBVERF3')) {
    const code = field(input, 'verificationCode');
    requireValue('verificationCode', code);
    ctx.sms.verify({ merchant: merchant.code, ...mobile }, 'register', code);
    mobileVerifiedAt = call.now;
  }

  const [passwordHash, paymentHash] = await Promise.all([
    hashPassword(password),
    paymentPassword ? hashPassword(paymentPassword) : Promise.resolve(null),
  ]);
  // Someone may have taken the name while the hashes were made.
  if (findMember(ctx.db, merchant.code, username)) throw new Refusal('INVALID_INPUT', 'username_taken');
  const id = ctx.db.transaction(() => {
    const memberId = Number(
      ctx.db
        .prepare(
          `INSERT INTO members (merchant, username, password_hash, payment_password_hash, nickname, account_type, upline_id,
             to_upline, email, country_dialing_code, mobile_num, mobile_verified_at, payee_name, profile, language,
             first_time_login, registered_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
        )
        .run(
          merchant.code,
          username,
          passwordHash,
          paymentHash,
          username,
          byAgent?.accountType ?? 0,
          upline?.id ?? null,
          upline ? 1 : 0,
          email ?? null,
          mobile?.dialingCode ?? null,
          mobile?.mobile ?? null,
          mobileVerifiedAt,
          payeeName ?? null,
          JSON.stringify(profile),
          call.lang === 'ty' ? 'TY' : 'EN',
          call.now,
        ).lastInsertRowid,
    );
    ctx.db.prepare(`INSERT INTO wallets (member_id, wallet, balance_cents) VALUES (?, 'MAIN', 0)`).run(memberId);
    sendMessage(ctx.db, memberId, 'welcome', {}, call.now);
    if (referrer) recordReferral(ctx.db, referrer.id, memberId, call.now);
    return memberId;
  })();
  ctx.settings.log(
    `registered ${merchant.code}/${username}${upline ? ` under ${upline.username}` : ''}${referrer ? ` invited by ${referrer.username}` : ''}`,
  );
  return ctx.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow;
}
