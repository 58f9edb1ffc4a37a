import { endpoints } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REFERRAL_CODE } from '../db/seed/referrals.ts';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const signedIn = async (username: string) => {
  const token = await sandbox.login(username);
  return sandbox.client({ token: () => token, retries: 0 });
};
const newcomer = (username: string, extra: Record<string, string>) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...extra,
});

describe('invite friends', () => {
  it('shows the demo member its code, the brand’s rule, its seeded friends masked, and the totals', async () => {
    const demo = await signedIn('demo');
    const summary = await demo.call(endpoints.referralSummary, {});
    expect(summary).toMatchObject({
      referralCode: DEMO_REFERRAL_CODE,
      rules: { qualifyingDeposit: 500, rewardPerFriend: 100, activeDays: 7 },
      totals: { invited: 4, deposited: 3, active: 2, earned: 200 },
    });
    expect((await demo.call(endpoints.memberInfo, {})).referralCode).toBe(DEMO_REFERRAL_CODE);

    const friends = await demo.call(endpoints.referralFriends, { pageSize: 10 });
    expect(friends.total).toBe(4);
    expect(friends.list.map((friend) => [friend.username, friend.status, friend.earned])).toEqual([
      ['pl****12', 'deposited', 100],
      ['pl****11', 'active', 0],
      ['pl****10', 'registered', 0],
      ['pl****09', 'active', 100],
    ]);
  });

  it('gives every member a code of their own that stays the same, and never shows another member’s friends', async () => {
    const player = await signedIn('player01');
    const first = await player.call(endpoints.referralSummary, {});
    expect(first.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.referralCode).not.toBe(DEMO_REFERRAL_CODE);
    expect((await player.call(endpoints.referralSummary, {})).referralCode).toBe(first.referralCode);
    expect(first.totals).toEqual({ invited: 0, deposited: 0, active: 0, earned: 0 });
    expect(await player.call(endpoints.referralFriends, {})).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });

  it('links a friend who registers with the code, and pays the referrer once when a deposit qualifies', async () => {
    const referrer = await signedIn('player02');
    const { referralCode } = await referrer.call(endpoints.referralSummary, {});
    const guest = sandbox.client();
    // The link's code is valid for the registration form's check, without naming the member.
    expect(await guest.call(endpoints.affiliate, { code: referralCode })).toEqual({ code: referralCode });
    // The form sends the link's code both as the referral and in the affiliate field.
    const session = await guest.call(
      endpoints.register,
      newcomer('invitedfriend', { referralCode, affiliateCode: referralCode }),
    );
    const friend = sandbox.client({ token: () => session.token, retries: 0 });
    expect(await friend.call(endpoints.memberInfo, {})).toMatchObject({ toUpline: false });

    const listed = async () => (await referrer.call(endpoints.referralFriends, {})).list;
    expect(await listed()).toEqual([
      expect.objectContaining({ username: 'in****nd', status: 'registered', earned: 0 }),
    ]);

    const before = (await referrer.call(endpoints.balance, {})).sumBalance;
    await sandbox.deposit(friend, 200);
    expect((await listed())[0]).toMatchObject({ status: 'active', earned: 0 });
    await sandbox.deposit(friend, 600);
    await sandbox.deposit(friend, 900);
    expect((await listed())[0]).toMatchObject({ status: 'active', earned: 100 });
    expect((await referrer.call(endpoints.balance, {})).sumBalance).toBeCloseTo(before + 100, 2);
    const record = await referrer.call(endpoints.transactionHistory, {
      from: 0,
      to: Date.now() + 60_000,
      type: 'bonus',
    });
    expect(record.list[0]).toMatchObject({ kind: 'referral-bonus', amount: 100 });
  });

  it('still registers a downline under an agent whose affiliate code the link carries', async () => {
    const session = await sandbox
      .client()
      .call(endpoints.register, newcomer('agentsfriend', { referralCode: 'AGENT1', affiliateCode: 'AGENT1' }));
    const member = sandbox.client({ token: () => session.token });
    expect(await member.call(endpoints.memberInfo, {})).toMatchObject({ toUpline: true });
  });
});
