/**
 * The contract: every row of the endpoint table, called by the real client against a running
 * sandbox. Valid input succeeds and its value parses with the row's response schema; every
 * token-required row fails without a token, in the client and on the server.
 */
import { endpoints, type EndpointName, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { TEST_EMAIL_CODE, TEST_SMS_CODE } from './settings.ts';
import { DEMO_PASSWORD, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

type InputOf<K extends EndpointName> = z.input<(typeof endpoints)[K]['request']>;

/** Who makes the call: a guest, or the session of one demo account. */
type Caller = 'guest' | 'demo' | 'agent1' | 'player02' | 'player04' | 'nopaypass';

interface Sample<K extends EndpointName> {
  as: Caller;
  input: (helpers: Helpers) => InputOf<K> | Promise<InputOf<K>>;
}

interface Helpers {
  as(caller: Caller): PlatformClient;
}

const pages = { pageNo: 1, pageSize: 5 };

/** A file that starts as a PNG does: the proof check reads the first bytes. */
const pngDataUrl = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

/** Valid input for every row. The type demands one entry per endpoint, so none can be skipped. */
const samples: { [K in EndpointName]: Sample<K> } = {
  rsaKey: { as: 'guest', input: () => ({ t: Date.now() }) },
  login: {
    as: 'guest',
    input: () => ({
      type: 'username',
      username: 'player03',
      password: DEMO_PASSWORD,
      loginDeviceId: 'contract-device',
    }),
  },
  smsLoginCode: { as: 'guest', input: () => ({ mobileNum: '9170000001', countryDialingCode: '63' }) },
  freePlay: { as: 'guest', input: () => ({ loginDeviceId: 'contract-device' }) },
  memberInfo: { as: 'demo', input: () => ({}) },
  referralSummary: { as: 'demo', input: () => ({}) },
  referralFriends: { as: 'demo', input: () => pages },
  register: {
    as: 'guest',
    input: () => ({
      username: 'contract01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'contract01@example.com',
      affiliateCode: 'AGENT2',
    }),
  },
  registerMobile: {
    as: 'guest',
    input: async ({ as }) => {
      await as('guest').call(endpoints.registerSms, { mobileNo: '9175550101', countryDialingCode: '63' });
      return {
        mobileNum: '9175550101',
        countryDialingCode: '63',
        verificationCode: TEST_SMS_CODE,
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
      };
    },
  },
  changePassword: {
    as: 'player02',
    input: () => ({ oldPassword: DEMO_PASSWORD, newPassword: 'Changed123', confirmNewPassword: 'Changed123' }),
  },
  forgotPasswordByEmail: { as: 'guest', input: () => ({ username: 'demo', email: 'demo@aurora.example' }) },
  setPasswordByPhone: {
    as: 'guest',
    input: async ({ as }) => {
      await as('guest').call(endpoints.smsLoginCode, { mobileNum: '9170000005', countryDialingCode: '63' });
      return {
        mobileNum: '9170000005',
        countryDialingCode: '63',
        verificationCode: TEST_SMS_CODE,
        newPassword: 'Phone1234',
      };
    },
  },
  memberIcon: { as: 'demo', input: () => ({}) },
  consolidatedFunds: { as: 'demo', input: () => ({}) },
  avatar: { as: 'demo', input: () => ({}) },
  updateLanguage: { as: 'demo', input: () => ({ language: 'EN' }) },
  securityOverview: { as: 'demo', input: () => ({}) },
  setNickname: { as: 'player02', input: () => ({ nickname: 'Marco Polo' }) },
  setMemberIcon: {
    as: 'player02',
    input: async ({ as }) => ({ icon: (await as('player02').call(endpoints.memberIcon, {})).icons[2]! }),
  },
  setPaymentPassword: {
    as: 'nopaypass',
    input: () => ({ password: DEMO_PASSWORD, newPaymentPassword: '481516', confirmNewPaymentPassword: '481516' }),
  },
  changePaymentPassword: {
    as: 'player02',
    input: () => ({ oldPaymentPassword: '135790', newPaymentPassword: '234234', confirmNewPaymentPassword: '234234' }),
  },
  bindMobileCode: { as: 'player02', input: () => ({ mobileNum: '9175550202', countryDialingCode: '63' }) },
  bindMobile: {
    as: 'player02',
    input: async ({ as }) => {
      const mobile = { mobileNum: '9175550201', countryDialingCode: '63' };
      await as('player02').call(endpoints.bindMobileCode, mobile);
      return { ...mobile, verificationCode: TEST_SMS_CODE };
    },
  },
  bindEmailCode: { as: 'player02', input: () => ({ email: 'marco.code@example.com' }) },
  bindEmail: {
    as: 'player02',
    input: async ({ as }) => {
      await as('player02').call(endpoints.bindEmailCode, { email: 'marco@example.com' });
      return { email: 'marco@example.com', verificationCode: TEST_EMAIL_CODE };
    },
  },
  systemStatus: { as: 'guest', input: () => ({ url: 'aurora.example' }) },
  whitelabel: { as: 'guest', input: () => ({}) },
  registerSettings: { as: 'guest', input: () => ({}) },
  domainRoute: { as: 'guest', input: () => ({}) },
  helpCenter: { as: 'guest', input: () => ({}) },
  captcha: { as: 'guest', input: () => ({ t: Date.now() }) },
  feedbackSettings: { as: 'guest', input: () => ({}) },
  feedback: {
    as: 'guest',
    input: () => ({ type: 'suggestion', content: 'More fishing games, please.', contact: 'nina@example.com' }),
  },
  feedbackHistory: { as: 'demo', input: () => ({}) },
  markFeedbackRead: {
    as: 'demo',
    input: async ({ as }) => ({ ticketId: (await as('demo').call(endpoints.feedbackHistory, {})).list[0]!.ticketId }),
  },
  affiliate: { as: 'guest', input: () => ({ code: 'AGENT1', domain: 'aurora.example' }) },
  registerSms: { as: 'guest', input: () => ({ mobileNo: '9175550102', countryDialingCode: '63' }) },
  countries: { as: 'guest', input: () => ({}) },
  banners: { as: 'guest', input: () => ({ groupName: 'w_home' }) },
  announcements: { as: 'guest', input: () => ({}) },
  balance: { as: 'demo', input: () => ({}) },
  transfer: { as: 'agent1', input: () => ({ amount: 25.5, toUsername: 'demo' }) },
  merchantWallet: { as: 'demo', input: () => ({}) },
  upline: { as: 'demo', input: () => ({}) },
  transferUpline: { as: 'demo', input: () => ({ uplineName: 'agent1', amount: 12.34, paymentPassword: '135790' }) },
  transactionHistory: {
    as: 'demo',
    input: () => ({ from: Date.now() - 30 * 86_400_000, to: Date.now(), type: 'deposit', ...pages }),
  },
  bettingRecord: {
    as: 'demo',
    input: () => ({ from: Date.now() - 30 * 86_400_000, to: Date.now(), gameType: 'RNG', ...pages }),
  },
  bonusDetails: { as: 'demo', input: () => ({ status: 'inProgress', ...pages }) },
  profitLoss: { as: 'demo', input: () => ({ from: Date.now() - 30 * 86_400_000, to: Date.now(), period: 'week' }) },
  depositChannels: { as: 'demo', input: () => ({}) },
  deposit: {
    as: 'demo',
    input: () => ({ amount: 150, channel: 'gcash', returnUrl: '/?centre=member&page=depositv2' }),
  },
  deposits: { as: 'demo', input: () => pages },
  payoutAccounts: { as: 'demo', input: () => ({}) },
  addPayoutAccount: {
    as: 'demo',
    input: () => ({ channel: 'maya', accountNumber: '0917 765 4321', payeeName: 'Juan Cruz' }),
  },
  removePayoutAccount: {
    as: 'demo',
    input: async ({ as }) => {
      const { accounts } = await as('demo').call(endpoints.payoutAccounts, {});
      return { accountId: accounts.find((account) => account.channel === 'maya')!.accountId };
    },
  },
  withdrawalRequirements: { as: 'demo', input: () => ({}) },
  withdraw: {
    as: 'demo',
    input: async ({ as }) => {
      const { accounts } = await as('demo').call(endpoints.payoutAccounts, {});
      return { amount: 100, payoutAccountId: accounts[0]!.accountId, paymentPassword: '135790' };
    },
  },
  withdrawalProof: {
    as: 'demo',
    input: async ({ as }) => {
      // The seed's second payout awaiting confirmation is reported not received, with a proof.
      const { list } = await as('demo').call(endpoints.withdrawals, { pageSize: 50 });
      const awaiting = list.filter((withdrawal) => withdrawal.status === 'paid');
      const disputed = await as('demo').call(endpoints.confirmWithdrawal, {
        withdrawalId: awaiting.at(-1)!.withdrawalId,
        result: 'not-received',
        remark: 'Nothing arrived in my bank account.',
        proofImages: [pngDataUrl],
      });
      return { proofId: disputed.proofIds[0]! };
    },
  },
  withdrawals: { as: 'demo', input: () => pages },
  confirmWithdrawal: {
    as: 'demo',
    input: async ({ as }) => {
      const { list } = await as('demo').call(endpoints.withdrawals, pages);
      const awaiting = list.find((withdrawal) => withdrawal.status === 'paid');
      return { withdrawalId: awaiting!.withdrawalId, result: 'received' };
    },
  },
  gameList: { as: 'demo', input: () => ({ gameType: 'RNG', vassalage: 'PP', gameName: 'Golden', ...pages }) },
  gameTypes: { as: 'guest', input: () => ({}) },
  vendors: { as: 'guest', input: () => ({}) },
  favouriteGames: { as: 'demo', input: () => ({}) },
  favouriteGamesList: { as: 'demo', input: () => pages },
  favouriteToggle: {
    as: 'demo',
    input: async ({ as }) => {
      const [game] = await as('guest').call(endpoints.hotGames, { vassalage: 'JL' });
      return { nodeId: game!.nodeId, vendor: game!.vassalage, gameType: game!.gameType, favourite: true };
    },
  },
  recentGames: { as: 'demo', input: () => pages },
  hotGames: { as: 'guest', input: () => ({ vassalage: 'PG' }) },
  launchGame: { as: 'demo', input: () => ({ accountType: 1, vassalage: 'PG', gameType: 'RNG', language: 'EN' }) },
  gameMenus: { as: 'guest', input: () => ({}) },
  popularGames: { as: 'guest', input: () => ({}) },
  rankList: { as: 'guest', input: () => ({ gameType: 'LIVE' }) },
  winnerBoard: { as: 'guest', input: () => ({}) },
  promotions: { as: 'guest', input: () => ({}) },
  pvpRooms: { as: 'demo', input: () => ({ vassalage: 'KM' }) },
  pvpLaunch: {
    as: 'demo',
    input: async ({ as }) => {
      const [room] = await as('demo').call(endpoints.pvpRooms, {});
      return { roomId: room!.roomId, language: 'EN' };
    },
  },
  vnGameMenu: { as: 'guest', input: () => ({}) },
  vnRecentGames: { as: 'demo', input: () => ({}) },
  vnOpenedNumeros: { as: 'guest', input: () => ({ gameCode: 'VN_NORTH', count: 5 }) },
  lottoOpenedNumeros: { as: 'guest', input: () => ({ gameCode: 'E_PK10', count: 3 }) },
  missionSummary: { as: 'demo', input: () => ({}) },
  missionLeaderboard: { as: 'demo', input: () => ({}) },
  claimMission: {
    as: 'demo',
    input: async ({ as }) => {
      // Three real-money rounds reach the daily mission's target, whatever the day brought before;
      // the seeded PG wallet may hold less than three stakes (10 each), so three stakes go in first, as a player would.
      await as('demo').call(endpoints.transfer, { amount: 30, fromWallet: 'MAIN', toWallet: 'PG' });
      const { content } = await as('demo').call(endpoints.launchGame, {
        accountType: 1,
        vassalage: 'PG',
        gameType: 'RNG',
        language: 'EN',
      });
      for (let round = 0; round < 3; round++) {
        const spin = await fetch(`${sandbox.url}${content.game_url}/spin`, { method: 'POST' });
        if (!spin.ok) throw new Error(`spin ${spin.status}: ${await spin.text()}`);
      }
      const { missions } = await as('demo').call(endpoints.missionSummary, {});
      return { missionId: missions.find((mission) => mission.period === 'daily' && mission.status === 'claim')!.id };
    },
  },
  dividendContract: { as: 'agent1', input: () => ({ action: 'list' }) },
  dailySalaryContract: { as: 'agent1', input: () => ({ action: 'list' }) },
  hourlySalaryContract: { as: 'agent1', input: () => ({ action: 'list' }) },
  realTimeSalaryContract: { as: 'agent1', input: () => ({ action: 'list' }) },
  rewardList: { as: 'demo', input: () => ({}) },
  manualRebate: { as: 'demo', input: () => ({}) },
  // Every seeded member's 60-day bet history has earned more than the minimum.
  claimManualRebate: {
    as: 'player02',
    input: async ({ as }) => ({ amount: (await as('player02').call(endpoints.manualRebate, {})).total }),
  },
  manualRebateClaims: { as: 'demo', input: () => pages },
  raffleClaim: {
    as: 'demo',
    input: async ({ as }) => {
      const rewards = await as('demo').call(endpoints.rewardList, {});
      return { rewardId: rewards.find((reward) => reward.kind === 'raffle' && reward.status === 'claim')!.id };
    },
  },
  activityList: { as: 'player02', input: () => ({}) },
  applyActivity: {
    as: 'player02',
    input: async ({ as }) => {
      const activities = await as('player02').call(endpoints.activityList, {});
      const open = activities.find((activity) => activity.state === 'joining')!;
      return { promotionId: open.promotionId, remark: 'Contract check', images: [pngDataUrl] };
    },
  },
  redEnvelopes: { as: 'player02', input: () => ({}) },
  openRedEnvelope: {
    as: 'player02',
    input: async ({ as }) => {
      const envelopes = await as('player02').call(endpoints.redEnvelopes, {});
      return { envelopeId: envelopes.find((envelope) => envelope.state === 'open')!.envelopeId };
    },
  },
  unreadCount: { as: 'demo', input: () => ({}) },
  messages: { as: 'demo', input: () => pages },
  markMessagesRead: {
    as: 'demo',
    input: async ({ as }) => {
      const { list } = await as('demo').call(endpoints.messages, pages);
      return { ids: list.filter((message) => !message.read).map((message) => message.id) };
    },
  },
  messageDetail: {
    as: 'demo',
    input: async ({ as }) => ({ id: (await as('demo').call(endpoints.messages, pages)).list[0]!.id }),
  },
  markAllMessagesRead: { as: 'demo', input: () => ({}) },
  deleteMessages: {
    as: 'demo',
    input: async ({ as }) => ({ ids: [(await as('demo').call(endpoints.messages, pages)).list.at(-1)!.id] }),
  },
  pointBalance: { as: 'demo', input: () => ({}) },
  pointRewards: { as: 'demo', input: () => ({}) },
  redeemPointReward: {
    as: 'demo',
    input: async ({ as }) => {
      const rewards = await as('demo').call(endpoints.pointRewards, {});
      const affordable = rewards.find((reward) => reward.stock > 0 && reward.pointsRequired <= 5_000);
      return { rewardId: affordable!.id, quantity: 1, password: DEMO_PASSWORD };
    },
  },
  redeemRecords: { as: 'demo', input: () => pages },
  pointConfig: { as: 'demo', input: () => ({}) },
  pointTransactions: { as: 'demo', input: () => pages },
  convertPoints: { as: 'demo', input: () => ({ points: 500, password: DEMO_PASSWORD }) },
  teamOverview: { as: 'agent1', input: () => ({}) },
  teamMembers: { as: 'agent1', input: () => pages },
  // Contracts
  agentIncome: { as: 'agent1', input: () => ({ from: 0, to: Date.now() }) },
  // agent centre: team pages
  teamMember: {
    as: 'agent1',
    input: async ({ as }) => ({ memberId: (await as('agent1').call(endpoints.teamMembers, pages)).list[0]!.id }),
  },
  teamTree: { as: 'agent1', input: () => ({}) },
  teamRegister: {
    as: 'agent1',
    input: () => ({ username: 'contractteam1', password: 'Secret123', confirmPassword: 'Secret123' }),
  },
  teamTransfer: {
    as: 'agent1',
    input: async ({ as }) => ({
      memberId: (await as('agent1').call(endpoints.teamMembers, { ...pages, scope: 'direct' })).list[0]!.id,
      amount: 1,
      paymentPassword: '135790',
    }),
  },
  // agent reports
  teamBets: { as: 'agent1', input: () => ({ from: Date.now() - 30 * 86_400_000, to: Date.now(), ...pages }) },
  teamProfitLoss: { as: 'agent1', input: () => ({ from: Date.now() - 30 * 86_400_000, to: Date.now(), ...pages }) },
  agentNotices: { as: 'agent1', input: () => ({}) },
  readAgentNotice: { as: 'agent1', input: () => ({ id: 1 }) },
  teamTransactions: { as: 'agent1', input: () => ({ from: Date.now() - 30 * 86_400_000, to: Date.now(), ...pages }) },
  // Last: it ends the session it is made with.
  logout: { as: 'player04', input: () => ({}) },
};

let sandbox: TestSandbox;
const tokens = new Map<Caller, string>();
const clients = new Map<Caller, PlatformClient>();

function as(caller: Caller): PlatformClient {
  let client = clients.get(caller);
  if (!client) {
    client = sandbox.client({ token: () => tokens.get(caller) ?? null });
    clients.set(caller, client);
  }
  return client;
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const caller of ['demo', 'agent1', 'player02', 'player04', 'nopaypass'] as const)
    tokens.set(caller, await sandbox.login(caller));
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

describe('the endpoint table against the sandbox', () => {
  it('has a sample for every row', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  for (const name of Object.keys(samples) as EndpointName[]) {
    const endpoint = endpoints[name];
    it(`${name}: ${endpoint.method} ${endpoint.path} succeeds and parses`, async () => {
      const sample = samples[name] as Sample<EndpointName>;
      const input = await sample.input({ as });
      const value: unknown = await as(sample.as).call(endpoint as never, input as never);
      expect(endpoint.response.safeParse(value).success).toBe(true);
    });
  }
});

describe('token-required rows without a token', () => {
  const guarded = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].token);

  it.each(guarded)('%s is refused by the client before any request', async (name) => {
    const fetchSpy = vi.fn<typeof fetch>();
    const client = sandbox.client({ token: () => null, fetch: fetchSpy });
    await expect(client.call(endpoints[name] as never, {} as never)).rejects.toMatchObject({ kind: 'not-logged-in' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(guarded)('%s is refused by the sandbox with no token or an unknown one', async (name) => {
    const { method, path } = endpoints[name];
    const body = method === 'GET' ? undefined : '{}';
    for (const token of [undefined, 'not-a-session']) {
      const response = await sandbox.raw(path, {
        method,
        body,
        token,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
  });
});
