import type { Db } from '../db/database.ts';

/** A member row as the routes use it. */
export interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  nickname: string;
  account_type: number;
  upline_id: number | null;
  to_upline: number;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  /** Given out on first use (services/referrals.ts). */
  referral_code: string | null;
  club_label: string | null;
  rank_level: number;
  member_labels: string;
  language: string;
  icon: string;
  points: number;
  first_time_login: number;
  password_expires_at: number | null;
  failed_logins: number;
  registered_at: number;
  last_login_at: number | null;
  mobile_verified_at: number | null;
  email_verified_at: number | null;
  password_changed_at: number | null;
}

export const TRIAL_TYPE = 4;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export function findMember(db: Db, merchant: string, username: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE merchant = ? AND username = ?').get(merchant, username) as
    MemberRow | undefined;
}

export function findMemberById(db: Db, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

export function findMemberByMobile(
  db: Db,
  merchant: string,
  dialingCode: string,
  mobile: string,
): MemberRow | undefined {
  return db
    .prepare('SELECT * FROM members WHERE merchant = ? AND country_dialing_code = ? AND mobile_num = ?')
    .get(merchant, dialingCode, mobile) as MemberRow | undefined;
}

export function isAgent(member: MemberRow): boolean {
  return AGENT_TYPES.includes(member.account_type);
}

/** A bound number as member info and the account page show it: `917****567`. */
export function maskMobile(mobile: string | null): string | null {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : null;
}
