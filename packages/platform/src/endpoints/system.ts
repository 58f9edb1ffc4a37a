import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  html,
  id,
  nonEmpty,
  none,
  optionalImageUrl,
  optionalPlatformUrl,
  platformUrlList,
  smsSentValue,
  text,
  timestamp,
} from '../schemas.ts';

/** Registration fields that carry a rule (protocol notes). */
export const registerRuleFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterRuleField = (typeof registerRuleFields)[number];

export const registerRule = z.looseObject({
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression as text; `*` means anything. */
  acceptedPattern: z._default(text, '*'),
  patternId: z.optional(id),
  minLength: z._default(z.number(), 0),
  maxLength: z._default(z.number(), 255),
});

export type RegisterRule = z.infer<typeof registerRule>;

export const registerRules = z.looseObject(
  Object.fromEntries(registerRuleFields.map((field) => [field, z.optional(registerRule)])) as Record<
    RegisterRuleField,
    z.ZodMiniOptional<typeof registerRule>
  >,
);

export type RegisterRules = z.infer<typeof registerRules>;

export interface WhitelabelNode {
  modId: string;
  /** '1' when on (spec §3); some platforms send 1 or true. */
  enabled: string | number | boolean;
  childrenNodes: WhitelabelNode[];
  [key: string]: unknown;
}

export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.looseObject({
  modId: text,
  enabled: z.union([z.string(), z.number(), z.boolean()]),
  get childrenNodes() {
    return z._default(z.array(whitelabelNode), []);
  },
});

const resource = z.looseObject({
  resourceType: text,
  /** Empty when the platform sent none, or one that is not a safe address. */
  url: z._default(
    z.pipe(
      optionalPlatformUrl,
      z.transform((url) => url ?? ''),
    ),
    '',
  ),
  qrCodeUrl: optionalImageUrl,
  labelNameEn: z.optional(text),
});

const systemStatusValue = z.looseObject({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  info: z.looseObject({
    whitelabel: z._default(z.array(whitelabelNode), []),
    register: z.optional(registerRules),
    resources: z._default(z.array(resource), []),
    customerService: z.nullish(z.looseObject({ url: optionalPlatformUrl })),
    analytics: z.optional(z.looseObject({ gtagId: z.optional(text) })),
    location: z.optional(z.looseObject({ ip: z.string() })),
    imageCDNs: z._default(platformUrlList, []),
    launchGameCDNs: z._default(platformUrlList, []),
  }),
});

export type SystemStatus = z.infer<typeof systemStatusValue>;

export const banner = z.looseObject({
  bannerId: id,
  groupName: text,
  /** The image; a banner without a safe one is left out (`banners`). */
  url: optionalImageUrl,
  linkageType: z.optional(text),
  link: optionalPlatformUrl,
  /** Alternative text for the image. */
  title: z._default(text, ''),
});

export const systemEndpoints = {
  systemStatus: endpoint({
    name: 'systemStatus',
    path: '/wps/system/status',
    method: 'GET',
    token: false,
    encrypted: false,
    /** The page's host; the platform may pick the brand's settings by it. */
    request: z.looseObject({ url: z.optional(z.string()) }),
    response: systemStatusValue,
  }),
  whitelabel: endpoint({
    name: 'whitelabel',
    path: '/wps/system/whitelabel',
    method: 'GET',
    token: false,
    encrypted: false,
    request: none,
    response: z.array(whitelabelNode),
  }),
  registerSettings: endpoint({
    name: 'registerSettings',
    path: '/wps/system/setting/register',
    method: 'GET',
    token: false,
    encrypted: false,
    request: none,
    response: registerRules,
  }),
  domainRoute: endpoint({
    name: 'domainRoute',
    path: '/wps/system/domainRoute',
    method: 'GET',
    token: false,
    encrypted: false,
    request: none,
    response: z.array(z.looseObject({ domain: text, speed: z.number() })),
  }),
  helpCenter: endpoint({
    name: 'helpCenter',
    path: '/wps/system/helpCenter',
    method: 'GET',
    token: false,
    encrypted: false,
    request: none,
    response: z.array(z.looseObject({ id, category: text, title: text, content: html })),
  }),
  /** A base64 PNG, in `value` or `value.img` (protocol notes); see `captchaImageSrc`. */
  captcha: endpoint({
    name: 'captcha',
    path: '/wps/captcha',
    method: 'GET',
    token: false,
    encrypted: false,
    idempotent: false,
    request: z.looseObject({ t: z.optional(z.number()) }),
    response: z.union([nonEmpty, z.looseObject({ img: nonEmpty })]),
  }),
  /** Checks an invitation (affiliate) code before registration. */
  affiliate: endpoint({
    name: 'affiliate',
    path: '/wps/agent/affiliate',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ code: nonEmpty, domain: z.optional(text) }),
    response: z.looseObject({ code: text, agentName: z.optional(text) }),
  }),
  registerSms: endpoint({
    name: 'registerSms',
    path: '/wps/verification/sms/register',
    method: 'POST',
    token: false,
    encrypted: false,
    feature: 'REGMOBVERF3',
    request: z.looseObject({ mobileNo: nonEmpty, countryDialingCode: nonEmpty }),
    response: smsSentValue,
  }),
  /** Country dialing codes for the mobile fields (start-up, spec §4). */
  countries: endpoint({
    name: 'countries',
    path: '/wps/system/country',
    method: 'GET',
    token: false,
    encrypted: false,
    request: none,
    response: z.array(z.looseObject({ countryCode: nonEmpty, countryDialingCode: nonEmpty, name: z.optional(text) })),
  }),
  /** Banners of one route group (spec §2), or every group. */
  banners: endpoint({
    name: 'banners',
    path: '/wps/system/banner',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ groupName: z.optional(text) }),
    response: z.pipe(
      z.array(banner),
      z.transform((banners) => banners.filter((item): item is typeof item & { url: string } => !!item.url)),
    ),
  }),
  /** Notices (spec §2 notice bar and popup) — announcements of type B, PL, PU, PR, H. */
  announcements: endpoint({
    name: 'announcements',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({
      /** Comma-separated announcement types; all of them unless narrowed. */
      types: z._default(text, 'B,PL,PU,PR,H'),
      platform: z._default(z.literal('W'), 'W'),
      execution: z._default(text, 'B'),
    }),
    response: z.array(
      z.looseObject({ id, title: text, content: html, type: z._default(text, 'B'), createTime: timestamp }),
    ),
  }),
};
