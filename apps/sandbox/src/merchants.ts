import type { DepositChannel, RegisterRule, RegisterRules, WithdrawalChannel } from '@lobbykit/platform';

/**
 * The brands (merchant codes) the sandbox platform serves, as an operator would register them:
 * whitelabel modules, registration rules and settings. Seeded into the database on first start and
 * synced on every start after, so an edit here applies on restart. A new brand is a new entry here
 * plus its theme in packages/theme; `--reset` seeds its content (members, banners, promotions…).
 */
export interface MerchantSettings {
  /** Image captcha on the login form. */
  loginCaptcha: boolean;
  /** One wallet for every game, or a main wallet plus one per vendor with transfers between them. */
  singleWallet: boolean;
  currency: string;
  languages: readonly string[];
  customerServiceUrl: string;
  gtagId: string;
  domains: readonly { domain: string; speed: number }[];
  resources: readonly { resourceType: string; url: string; qrCodeUrl?: string; labelNameEn?: string }[];
  /** Ways to pay in, in the order the deposit page lists them. */
  depositChannels: readonly DepositChannel[];
  /** Where payouts go, each with the limits of one request. */
  withdrawalChannels: readonly WithdrawalChannel[];
  /** Requests a member may make per day, and the minutes a paid one waits for confirmation (spec §4). */
  withdrawal: { perDay: number; confirmMinutes: number };
  /** Turnover a credited deposit adds to what must be played before withdrawing, as a multiple. */
  depositTurnover: number;
  /** Points per unit of currency when converting points to balance. */
  pointsRatio: number;
  /**
   * Invite friends: a referred friend's credited deposit of at least `qualifyingDeposit` pays the
   * referrer `rewardPerFriend` once; a friend who deposited and signed in within `activeDays` is active.
   */
  referral: { qualifyingDeposit: number; rewardPerFriend: number; activeDays: number };
}

export interface MerchantDefinition {
  code: string;
  name: string;
  /** Enabled whitelabel module ids (spec §3), plus the agent contract modules. */
  flags: readonly string[];
  registerRules: RegisterRules;
  settings: MerchantSettings;
}

/**
 * Pattern ids follow the order of spec §5's pattern messages (1 = any characters, 2 = letter first
 * then letters and digits, …); the site shows `reg_pattern_<id>` with the bounds filled in.
 */
export const registerPatterns = {
  any: { patternId: 1, acceptedPattern: '*' },
  letterFirstAlphanumeric: { patternId: 2, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' },
  email: { patternId: 4, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  alphanumeric: { patternId: 5, acceptedPattern: '^[A-Za-z0-9]+$' },
  lettersAndDigits: { patternId: 6, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$' },
  digits: { patternId: 7, acceptedPattern: '^\\d+$' },
  alphanumericWithUppercase: { patternId: 8, acceptedPattern: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  lettersAndSpaces: { patternId: 9, acceptedPattern: '^[A-Za-z ]+$' },
  noSpaces: { patternId: 10, acceptedPattern: '^\\S+$' },
  fullName: { patternId: 18, acceptedPattern: '^\\S+ \\S+$' },
} as const;

type Pattern = (typeof registerPatterns)[keyof typeof registerPatterns];

const off: RegisterRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 255,
};
const optional = (pattern: Pattern, minLength: number, maxLength: number): RegisterRule => ({
  enabled: true,
  required: false,
  ...pattern,
  minLength,
  maxLength,
});
const required = (pattern: Pattern, minLength: number, maxLength: number): RegisterRule => ({
  ...optional(pattern, minLength, maxLength),
  required: true,
});

const allRegisterFieldsOff: RegisterRules = {
  username: off,
  password: off,
  payeeName: off,
  paymentPassword: off,
  qqNum: off,
  line: off,
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
  email: off,
  mobileNum: off,
  recommenderId: off,
  affiliateCode: off,
  captcha: off,
};

const p = registerPatterns;

const socialResources = (brand: string) => [
  { resourceType: 'FACEBOOK', url: `https://facebook.com/${brand}`, labelNameEn: 'Facebook' },
  { resourceType: 'YOUTUBE', url: `https://youtube.com/@${brand}`, labelNameEn: 'YouTube' },
  { resourceType: 'TELEGRAM', url: `https://t.me/${brand}`, labelNameEn: 'Telegram' },
  {
    resourceType: 'APP_IOS',
    url: `https://apps.example/${brand}/ios`,
    qrCodeUrl: '/wps/sandbox/assets/qr/ios.svg',
    labelNameEn: 'iOS app',
  },
  {
    resourceType: 'APP_ANDROID',
    url: `https://apps.example/${brand}/android.apk`,
    qrCodeUrl: '/wps/sandbox/assets/qr/android.svg',
    labelNameEn: 'Android app',
  },
];

export const merchants: readonly MerchantDefinition[] = [
  {
    // Everything on and lenient rules: the default brand of `npm start` and the end-to-end tests.
    code: 'AURORA',
    name: 'Aurora Casino',
    flags: [
      'PWRESET',
      'MOBILEVERCODELOGIN3',
      'DIRECTREG3',
      'REGMOBVERF3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'CHNGPASSVERIF3',
      'CHNGPASSMAIL3',
      'DIVIDENDCONTRACT',
      'DAILYSALARY',
      'HOURLYSALARY',
      'REALTIMESALARY',
    ],
    registerRules: {
      ...allRegisterFieldsOff,
      username: required(p.letterFirstAlphanumeric, 4, 16),
      password: required(p.lettersAndDigits, 6, 20),
      payeeName: optional(p.lettersAndSpaces, 2, 40),
      email: optional(p.email, 5, 64),
      mobileNum: optional(p.digits, 7, 11),
      affiliateCode: optional(p.alphanumeric, 4, 12),
      line: optional(p.noSpaces, 3, 30),
      whatsapp: optional(p.digits, 7, 15),
    },
    settings: {
      loginCaptcha: false,
      singleWallet: false,
      currency: 'PHP',
      languages: ['EN', 'TY'],
      customerServiceUrl: 'https://support.example/aurora',
      gtagId: 'G-AURORA01',
      domains: [
        { domain: 'aurora.example', speed: 42 },
        { domain: 'aurora-alt.example', speed: 87 },
      ],
      resources: socialResources('auroracasino'),
      depositChannels: [
        {
          code: 'bank',
          type: 'bank',
          name: 'Bank transfer',
          min: 100,
          max: 100_000,
          fee: 0,
          presets: [500, 1_000, 5_000, 10_000],
        },
        {
          code: 'gcash',
          type: 'e-wallet',
          name: 'GCash',
          min: 100,
          max: 50_000,
          fee: 0,
          presets: [100, 300, 500, 1_000],
        },
        {
          code: 'maya',
          type: 'e-wallet',
          name: 'Maya',
          min: 100,
          max: 50_000,
          fee: 0,
          presets: [100, 300, 500, 1_000],
        },
        {
          code: 'usdt',
          type: 'other',
          name: 'USDT (TRC20)',
          min: 500,
          max: 100_000,
          fee: 10,
          presets: [1_000, 5_000, 20_000],
        },
        {
          code: 'card',
          type: 'other',
          name: 'Debit or credit card',
          min: 200,
          max: 20_000,
          fee: 15,
          presets: [500, 1_000, 2_000],
        },
      ],
      withdrawalChannels: [
        { code: 'bank', type: 'bank', name: 'Bank account', min: 100, max: 50_000 },
        { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 100, max: 20_000 },
        { code: 'maya', type: 'e-wallet', name: 'Maya', min: 100, max: 20_000 },
      ],
      withdrawal: { perDay: 100, confirmMinutes: 30 },
      depositTurnover: 0,
      pointsRatio: 100,
      referral: { qualifyingDeposit: 500, rewardPerFriend: 100, activeDays: 7 },
    },
  },
  {
    // Strict: captcha on login and registration, mobile registration with SMS verification,
    // a payment password, phone-only recovery, one wallet for every game.
    code: 'JADE',
    name: 'Jade Palace',
    flags: [
      'PWRESET',
      'MOBILEVERCODELOGIN3',
      'DIRECTREG3',
      'REGMOBVERF3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'PWDEXPFORCECHANGE3',
      'CHNGPASSVERIF3',
      'DIVIDENDCONTRACT',
      'DAILYSALARY',
    ],
    registerRules: {
      ...allRegisterFieldsOff,
      username: required(p.alphanumeric, 6, 12),
      password: required(p.alphanumericWithUppercase, 8, 20),
      payeeName: required(p.fullName, 3, 40),
      paymentPassword: required(p.digits, 6, 6),
      mobileNum: required(p.digits, 10, 10),
      affiliateCode: optional(p.alphanumeric, 4, 12),
      captcha: required(p.digits, 4, 4),
    },
    settings: {
      loginCaptcha: true,
      singleWallet: true,
      currency: 'PHP',
      languages: ['EN', 'TY'],
      customerServiceUrl: 'https://support.example/jade',
      gtagId: 'G-JADE0001',
      domains: [{ domain: 'jade.example', speed: 55 }],
      resources: socialResources('jadepalace').filter((resource) => resource.resourceType !== 'YOUTUBE'),
      depositChannels: [
        {
          code: 'bank',
          type: 'bank',
          name: 'Bank transfer',
          min: 200,
          max: 50_000,
          fee: 0,
          presets: [500, 1_000, 5_000],
        },
        { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 200, max: 30_000, fee: 5, presets: [200, 500, 1_000] },
      ],
      withdrawalChannels: [
        { code: 'bank', type: 'bank', name: 'Bank account', min: 500, max: 30_000 },
        { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 500, max: 10_000 },
      ],
      withdrawal: { perDay: 5, confirmMinutes: 60 },
      depositTurnover: 1,
      pointsRatio: 50,
      referral: { qualifyingDeposit: 1_000, rewardPerFriend: 188, activeDays: 7 },
    },
  },
  {
    // Invitation only: username registration with a required affiliate code and e-mail, e-mail
    // recovery, free play, no mobile login or registration.
    code: 'EMBER',
    name: 'Ember Club',
    flags: ['PWRESET', 'DIRECTREG3', 'USERNAMEREG3', 'FREEPLAY3', 'CHNGPASSMAIL3', 'HOURLYSALARY', 'REALTIMESALARY'],
    registerRules: {
      ...allRegisterFieldsOff,
      username: required(p.letterFirstAlphanumeric, 5, 14),
      password: required(p.lettersAndDigits, 8, 24),
      email: required(p.email, 5, 64),
      affiliateCode: required(p.alphanumeric, 4, 12),
      recommenderId: optional(p.alphanumeric, 4, 12),
      facebook: optional(p.noSpaces, 3, 50),
      wechat: optional(p.noSpaces, 3, 30),
      qqNum: optional(p.digits, 5, 12),
      idNumber: optional(p.alphanumeric, 6, 20),
    },
    settings: {
      loginCaptcha: false,
      singleWallet: false,
      currency: 'USD',
      languages: ['EN', 'TY'],
      customerServiceUrl: 'https://support.example/ember',
      gtagId: 'G-EMBER001',
      domains: [
        { domain: 'ember.example', speed: 38 },
        { domain: 'ember-cdn.example', speed: 64 },
        { domain: 'ember-backup.example', speed: 120 },
      ],
      resources: socialResources('embersports').filter((resource) => resource.resourceType !== 'TELEGRAM'),
      depositChannels: [
        { code: 'bank', type: 'bank', name: 'Wire transfer', min: 10, max: 20_000, fee: 0, presets: [50, 100, 500] },
        {
          code: 'card',
          type: 'other',
          name: 'Debit or credit card',
          min: 10,
          max: 5_000,
          fee: 1,
          presets: [20, 50, 100],
        },
        {
          code: 'usdt',
          type: 'other',
          name: 'USDT (TRC20)',
          min: 20,
          max: 20_000,
          fee: 0.5,
          presets: [50, 200, 1_000],
        },
      ],
      withdrawalChannels: [
        { code: 'bank', type: 'bank', name: 'Bank account', min: 20, max: 10_000 },
        { code: 'paypal', type: 'e-wallet', name: 'PayPal', min: 20, max: 2_000 },
      ],
      withdrawal: { perDay: 10, confirmMinutes: 30 },
      depositTurnover: 1,
      pointsRatio: 200,
      referral: { qualifyingDeposit: 300, rewardPerFriend: 50, activeDays: 14 },
    },
  },
];

/** The whitelabel tree of spec §3, built from a brand's enabled modules. */
export const whitelabelLayout: readonly { modId: string; group?: true; children: readonly string[] }[] = [
  { modId: 'LOGIN', group: true, children: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'] },
  {
    modId: 'REGISTER',
    group: true,
    children: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  },
  { modId: 'PWRESET', children: ['CHNGPASSVERIF3', 'CHNGPASSMAIL3'] },
  { modId: 'SECURITY', group: true, children: ['PWDEXPFORCECHANGE3'] },
  {
    modId: 'AGENTCONTRACT',
    group: true,
    children: ['DIVIDENDCONTRACT', 'DAILYSALARY', 'HOURLYSALARY', 'REALTIMESALARY'],
  },
];
