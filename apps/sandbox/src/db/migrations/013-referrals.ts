/**
 * Migration 13: invite friends. Each member's own referral code (given out on first use, then kept),
 * and who referred whom: one row per friend, with the reward the referrer was paid for them once
 * the friend's deposit qualified.
 */
export const referrals = `
  ALTER TABLE members ADD COLUMN referral_code TEXT COLLATE NOCASE;
  CREATE UNIQUE INDEX members_referral_code ON members (merchant, referral_code) WHERE referral_code IS NOT NULL;

  CREATE TABLE referrals (
    friend_id INTEGER PRIMARY KEY REFERENCES members(id),
    referrer_id INTEGER NOT NULL REFERENCES members(id),
    created_at INTEGER NOT NULL,
    reward_cents INTEGER NOT NULL DEFAULT 0 CHECK (reward_cents >= 0),
    rewarded_at INTEGER
  );
  CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at);
`;
