import { randomBytes } from 'node:crypto';
import { defaultWeakPassword, endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import { visitorKey, type Call, type Router } from '../routing.ts';
import { findMember, findMemberByMobile, TRIAL_TYPE, type MemberRow } from '../services/members.ts';
import { hashPassword, needsRehash, verifyNobody, verifyPassword } from '../services/passwords.ts';
import { checkMobile, requireValue } from '../services/rules.ts';
import { createSession, endSession } from '../services/sessions.ts';
import { applyMoves, MAIN_WALLET, toCents } from '../services/wallet.ts';

/** After this many wrong passwords, the login form asks for a captcha too. */
const CAPTCHA_AFTER_FAILURES = 3;
const TRIAL_CREDITS = 2_000;

/**
 * The login value of spec §3: token, first-time flag, expired-password flag. `password` is the one
 * a password sign-in used: the default weak one, or an expired one the brand forces to change,
 * opens a session that may only change the password (spec §4; an SMS sign-in used none).
 */
export function sessionFor(call: Call, member: MemberRow, deviceId: string | undefined, password?: string) {
  const firstTimeLogin = member.first_time_login === 1;
  const expired = member.password_expires_at !== null && member.password_expires_at <= call.now;
  const passwordExpired = expired && call.merchant.flags.has('PWDEXPFORCECHANGE3');
  const mustChange = password !== undefined && (password === defaultWeakPassword || passwordExpired);
  const token = createSession(call.ctx.db, member, deviceId, call.now, mustChange);
  // The first-login action runs once.
  if (firstTimeLogin) call.ctx.db.prepare('UPDATE members SET first_time_login = 0 WHERE id = ?').run(member.id);
  return {
    token,
    firstTimeLogin,
    passwordExpired,
    isAgent: member.account_type,
    username: member.username,
  };
}

async function passwordLogin(
  call: Call,
  username: string | undefined,
  password: string | undefined,
  captcha: string | undefined,
) {
  if (!username?.trim() || !password) throw new Refusal('INVALID_INPUT', 'credentials_required');
  const { db, rateLimits, unknownLoginFailures } = call.ctx;
  // Locked by wrong passwords: refused before any hashing, known username or not.
  rateLimits.checkAccount(call.merchant.code, username);
  const member = findMember(db, call.merchant.code, username.trim());
  // An unknown name counts its wrong tries too, so the captcha never tells which names exist.
  const failedBefore = member ? member.failed_logins : unknownLoginFailures.count(call.merchant.code, username);
  const captchaNeeded = call.merchant.settings.loginCaptcha || failedBefore >= CAPTCHA_AFTER_FAILURES;
  if (captchaNeeded) {
    if (!captcha?.trim()) throw new Refusal('CAPTCHA_FAILED', 'captcha_required', { value: { captcha: true } });
    if (!call.ctx.captchas.check(visitorKey(call), captcha)) {
      throw new Refusal('CAPTCHA_FAILED', 'captcha_failed', { value: { captcha: true } });
    }
  }
  // An unknown name costs a full scrypt too (verifyNobody): the answer's time must not tell.
  const passwordRight = member ? await verifyPassword(password, member.password_hash) : await verifyNobody(password);
  if (!member || !passwordRight) {
    // A hash of lower cost answers sooner: pad it to the current cost, as an unknown name is.
    if (member && needsRehash(member.password_hash)) await verifyNobody(password);
    rateLimits.failAccount(call.merchant.code, username);
    let failures: number;
    if (member) {
      db.prepare('UPDATE members SET failed_logins = failed_logins + 1 WHERE id = ?').run(member.id);
      failures = member.failed_logins + 1;
    } else {
      failures = unknownLoginFailures.fail(call.merchant.code, username);
    }
    const captchaNext = call.merchant.settings.loginCaptcha || failures >= CAPTCHA_AFTER_FAILURES;
    throw new Refusal('INVALID_CREDENTIALS', 'login_failed', { value: { captcha: captchaNext } });
  }
  rateLimits.clearAccount(call.merchant.code, username);
  if (needsRehash(member.password_hash)) {
    // Proven right just now: store it again at today's cost.
    const rehashed = await hashPassword(password);
    db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(rehashed, member.id);
  }
  // Trial accounts come from free play; they have no password sign-in (spec §8 member_no_enter).
  if (member.account_type === TRIAL_TYPE) throw new Refusal('NOT_MEMBER', 'not_member');
  return member;
}

function smsLogin(
  call: Call,
  mobileNum: string | undefined,
  dialingCode: string | undefined,
  code: string | undefined,
) {
  if (!call.merchant.flags.has('MOBILEVERCODELOGIN3')) throw new Refusal('FEATURE_DISABLED', 'feature_disabled');
  const target = checkMobile(call.merchant.registerRules, mobileNum, dialingCode);
  requireValue('verificationCode', code);
  call.ctx.sms.verify({ merchant: call.merchant.code, ...target }, 'login', code);
  const member = findMemberByMobile(call.ctx.db, call.merchant.code, target.dialingCode, target.mobile);
  if (!member) throw new Refusal('ACCOUNT_NOT_FOUND', 'phone_not_registered');
  if (member.account_type === TRIAL_TYPE) throw new Refusal('NOT_MEMBER', 'not_member');
  return member;
}

export function sessionRoutes(router: Router) {
  router.public(endpoints.rsaKey, (_input, { ctx }) => ctx.envelopeKey.modulusHex);

  router.public(endpoints.login, async (input, call) => {
    if (input.type === 'sms') {
      const member = smsLogin(call, input.mobileNum, input.countryDialingCode, input.verificationCode);
      return sessionFor(call, member, input.loginDeviceId);
    }
    const member = await passwordLogin(call, input.username, input.password, input.captcha);
    return sessionFor(call, member, input.loginDeviceId, input.password);
  });

  router.public(endpoints.smsLoginCode, (input, call) => {
    const target = checkMobile(call.merchant.registerRules, input.mobileNum, input.countryDialingCode);
    if (!findMemberByMobile(call.ctx.db, call.merchant.code, target.dialingCode, target.mobile)) {
      throw new Refusal('ACCOUNT_NOT_FOUND', 'phone_not_registered');
    }
    return call.ctx.sms.send({ merchant: call.merchant.code, ...target }, 'login');
  });

  router.member(endpoints.logout, (_input, { ctx, token }) => {
    endSession(ctx.db, token);
    return null;
  });

  router.public(endpoints.freePlay, async (input, call) => {
    const { db } = call.ctx;
    const username = `trial${randomBytes(4).toString('hex')}`;
    // A trial account has no usable password: a random one, hashed like any other.
    const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
    const id = Number(
      db
        .prepare(
          `INSERT INTO members (merchant, username, password_hash, nickname, account_type, registered_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(call.merchant.code, username, passwordHash, 'Trial Player', TRIAL_TYPE, call.now).lastInsertRowid,
    );
    applyMoves(
      db,
      [
        {
          memberId: id,
          wallet: MAIN_WALLET,
          deltaCents: toCents(TRIAL_CREDITS),
          kind: 'trial-credit',
          reference: 'free-play',
        },
      ],
      call.now,
    );
    const member = db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow;
    return sessionFor(call, member, input.loginDeviceId);
  });
}
