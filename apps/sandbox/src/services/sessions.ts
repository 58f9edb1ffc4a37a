import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { MemberRow } from './members.ts';

/** A session ends after this long without a call. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

/**
 * A new session. `passwordChangeRequired`: opened with the default weak or a forcibly expired
 * password, it may only change the password and log out until it has (migration 20).
 */
export function createSession(
  db: Db,
  member: MemberRow,
  deviceId: string | undefined,
  now: number,
  passwordChangeRequired = false,
): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare(
    `INSERT INTO sessions (token, member_id, merchant, device_id, created_at, last_used_at, password_change_required)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(token, member.id, member.merchant, deviceId ?? null, now, now, passwordChangeRequired ? 1 : 0);
  db.prepare('UPDATE members SET last_login_at = ?, failed_logins = 0 WHERE id = ?').run(now, member.id);
  return token;
}

export interface ResolvedSession {
  member: MemberRow;
  /** The session may only change the password (and log out) until it has. */
  passwordChangeRequired: boolean;
}

/** The member behind a token of this merchant, or undefined when the token is unknown or stale. */
export function resolveSession(db: Db, merchant: string, token: string, now: number): ResolvedSession | undefined {
  const session = db
    .prepare('SELECT member_id, last_used_at, password_change_required FROM sessions WHERE token = ? AND merchant = ?')
    .get(token, merchant) as { member_id: number; last_used_at: number; password_change_required: number } | undefined;
  if (!session) return undefined;
  if (now - session.last_used_at > SESSION_IDLE_MS) {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return undefined;
  }
  db.prepare('UPDATE sessions SET last_used_at = ? WHERE token = ?').run(now, token);
  const member = db.prepare('SELECT * FROM members WHERE id = ?').get(session.member_id) as MemberRow | undefined;
  return member && { member, passwordChangeRequired: session.password_change_required === 1 };
}

/** The password is changed: the session may do everything again. */
export function liftPasswordChangeRequirement(db: Db, token: string) {
  db.prepare('UPDATE sessions SET password_change_required = 0 WHERE token = ?').run(token);
}

export function endSession(db: Db, token: string) {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

/** After a password change every other session of the member ends. */
export function endOtherSessions(db: Db, memberId: number, keepToken: string | undefined) {
  db.prepare('DELETE FROM sessions WHERE member_id = ? AND token IS NOT ?').run(memberId, keepToken ?? null);
}
