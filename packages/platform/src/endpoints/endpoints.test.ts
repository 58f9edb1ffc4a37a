import { describe, expect, it } from 'vitest';
import { isIdempotent } from '../endpoint.ts';
import { endpoints } from './index.ts';

const table = Object.entries(endpoints);

describe('the endpoint table', () => {
  it('names each row after its key, for errors that say which call failed', () => {
    for (const [key, row] of table) expect(row.name).toBe(key);
  });

  it('has one row per method and path', () => {
    const routes = table.map(([, row]) => `${row.method} ${row.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('encrypts exactly the calls the protocol notes list (and free play, whose header is the encrypted string, the payment password calls and an agent registering a downline, sealed like the other password calls)', () => {
    const encrypted = table.filter(([, row]) => row.encrypted).map(([key]) => key);
    expect(encrypted.sort()).toEqual(
      [
        'login',
        'register',
        'registerMobile',
        'changePassword',
        'setPasswordByPhone',
        'redeemPointReward',
        'convertPoints',
        'freePlay',
        'setPaymentPassword',
        'changePaymentPassword',
        // agent centre: team pages
        'teamRegister',
      ].sort(),
    );
  });

  it('keeps the public calls of spec §6 public', () => {
    const publicCalls = [
      'login',
      'smsLoginCode',
      'whitelabel',
      'register',
      'registerMobile',
      'affiliate',
      'registerSettings',
      'forgotPasswordByEmail',
      'freePlay',
      'captcha',
      'systemStatus',
      'setPasswordByPhone',
      'gameMenus',
      'hotGames',
      'announcements',
      'popularGames',
      'winnerBoard',
      'domainRoute',
      'feedback',
      'helpCenter',
    ] as const;
    for (const name of publicCalls) expect(endpoints[name].token, name).toBe(false);
  });

  it('guards the session calls of spec §6 with the token', () => {
    const guarded = [
      'memberInfo',
      'avatar',
      'changePassword',
      'memberIcon',
      'balance',
      'transfer',
      'logout',
      'favouriteGames',
      'favouriteGamesList',
      'favouriteToggle',
      'recentGames',
      'gameList',
      'pvpRooms',
      'pvpLaunch',
      'unreadCount',
      'pointBalance',
      'redeemPointReward',
      'convertPoints',
      'missionSummary',
      'missionLeaderboard',
      'claimMission',
      'consolidatedFunds',
      'dividendContract',
      'dailySalaryContract',
      'hourlySalaryContract',
      'realTimeSalaryContract',
      'raffleClaim',
      'updateLanguage',
    ] as const;
    for (const name of guarded) expect(endpoints[name].token, name).toBe(true);
  });

  it('guards every call of the member centre’s account and message pages with the token', () => {
    const pages = [
      'securityOverview',
      'setNickname',
      'setMemberIcon',
      'setPaymentPassword',
      'changePaymentPassword',
      'bindMobileCode',
      'bindMobile',
      'bindEmailCode',
      'bindEmail',
      'messages',
      'messageDetail',
      'markMessagesRead',
      'markAllMessagesRead',
      'deleteMessages',
    ] as const;
    for (const name of pages) expect(endpoints[name].token, name).toBe(true);
  });

  it('guards every call of the member centre’s money pages with the token', () => {
    const pages = [
      'merchantWallet',
      'upline',
      'transferUpline',
      'transactionHistory',
      'depositChannels',
      'deposit',
      'deposits',
      'payoutAccounts',
      'addPayoutAccount',
      'removePayoutAccount',
      'withdrawalRequirements',
      'withdraw',
      'withdrawals',
      'withdrawalProof',
      'confirmWithdrawal',
    ] as const;
    for (const name of pages) expect(endpoints[name].token, name).toBe(true);
  });

  it('marks the state-changing GETs as not idempotent so they are never retried', () => {
    const unsafeGets = table.filter(([, row]) => row.method === 'GET' && !isIdempotent(row)).map(([key]) => key);
    expect(unsafeGets.sort()).toEqual(['captcha', 'dailySalaryContract', 'dividendContract']);
    expect(table.filter(([, row]) => row.method !== 'GET' && isIdempotent(row))).toEqual([]);
  });

  it('gates the optional flows by their whitelabel module', () => {
    expect(endpoints.registerMobile.feature).toBe('MOBILENUMREG3');
    expect(endpoints.smsLoginCode.feature).toBe('MOBILEVERCODELOGIN3');
    expect(endpoints.freePlay.feature).toBe('FREEPLAY3');
    expect(endpoints.setPasswordByPhone.feature).toBe('CHNGPASSVERIF3');
    expect(endpoints.forgotPasswordByEmail.feature).toBe('CHNGPASSMAIL3');
  });
});
