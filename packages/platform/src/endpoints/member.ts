import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  accountType,
  anyValue,
  id,
  memberIcons,
  money,
  nonEmpty,
  none,
  optionalImageUrl,
  sessionValue,
  text,
} from '../schemas.ts';
import { referralEndpoints } from './referral.ts';

const optionalText = z.optional(text);

/** Registration fields of spec §3; each is checked against the brand's register rules server-side. */
const registrationFields = {
  password: nonEmpty,
  confirmPassword: nonEmpty,
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  countryDialingCode: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  registerUrl: optionalText,
  registerMethod: z._default(z.literal('WEB'), 'WEB'),
  login: z._default(z.boolean(), true),
  loginDeviceId: optionalText,
};

export const memberInfoValue = z.looseObject({
  id,
  account: nonEmpty,
  nickname: z._default(text, ''),
  /** The account type (isAgent). */
  type: accountType,
  toUpline: z._default(z.boolean(), false),
  clubLabel: z.nullish(z.looseObject({ labelName: text, rankLevel: z.number() })),
  memberLabel: z._default(z.array(z.looseObject({ labelName: text })), []),
  language: z.optional(text),
  /** The member's own address, whole; null when none is on file. */
  email: z.nullish(text),
  emailVerified: z.optional(z.boolean()),
  /** Masked, e.g. `917****567`; null when no number is bound. */
  mobileNum: z.nullish(text),
  countryDialingCode: z.nullish(text),
  mobileVerified: z.optional(z.boolean()),
  hasPaymentPassword: z.optional(z.boolean()),
  /** The member's own code for inviting friends (`/register?referralCode=`). */
  referralCode: z.optional(text),
});

export type MemberInfo = z.infer<typeof memberInfoValue>;

export const memberEndpoints = {
  memberInfo: endpoint({
    name: 'memberInfo',
    path: '/wps/member/info',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: memberInfoValue,
  }),
  register: endpoint({
    name: 'register',
    path: '/wps/member/register',
    method: 'PUT',
    token: false,
    encrypted: true,
    feature: 'USERNAMEREG3',
    request: z.looseObject({ username: nonEmpty, ...registrationFields }),
    response: sessionValue,
  }),
  /** Mobile registration: the username becomes the mobile number (protocol notes). */
  registerMobile: endpoint({
    name: 'registerMobile',
    path: '/wps/member/register/mobile',
    method: 'PUT',
    token: false,
    encrypted: true,
    feature: 'MOBILENUMREG3',
    request: z.looseObject({
      ...registrationFields,
      mobileNum: nonEmpty,
      countryDialingCode: nonEmpty,
      password: optionalText,
      confirmPassword: optionalText,
    }),
    response: sessionValue,
  }),
  changePassword: endpoint({
    name: 'changePassword',
    path: '/wps/member/password',
    method: 'POST',
    token: true,
    encrypted: true,
    request: z.looseObject({ oldPassword: optionalText, newPassword: nonEmpty, confirmNewPassword: nonEmpty }),
    response: anyValue,
  }),
  forgotPasswordByEmail: endpoint({
    name: 'forgotPasswordByEmail',
    path: '/wps/member/password/email',
    method: 'POST',
    token: false,
    encrypted: false,
    body: 'form',
    feature: 'CHNGPASSMAIL3',
    request: z.looseObject({ username: nonEmpty, email: nonEmpty }),
    response: anyValue,
  }),
  /** Phone recovery; answers with the username so the site can sign in with the new password. */
  setPasswordByPhone: endpoint({
    name: 'setPasswordByPhone',
    path: '/wps/member/password/verification',
    method: 'POST',
    token: false,
    encrypted: true,
    feature: 'CHNGPASSVERIF3',
    request: z.looseObject({
      mobileNum: nonEmpty,
      countryDialingCode: nonEmpty,
      verificationCode: nonEmpty,
      newPassword: nonEmpty,
    }),
    response: z.looseObject({ username: nonEmpty }),
  }),
  memberIcon: endpoint({
    name: 'memberIcon',
    path: '/wps/member/info/icon',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: memberIcons,
  }),
  /** Moves every game wallet's balance back to the main wallet. */
  consolidatedFunds: endpoint({
    name: 'consolidatedFunds',
    path: '/wps/member/info/funds/consolidated',
    method: 'POST',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ sumBalance: money, consolidated: money }),
  }),
  avatar: endpoint({
    name: 'avatar',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ avatarUrl: optionalImageUrl }),
  }),
  /** Saves the UI language to the account (spec §1: a language change triggers it when logged in). */
  updateLanguage: endpoint({
    name: 'updateLanguage',
    path: '/wps/member/language',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ language: nonEmpty }),
    response: anyValue,
  }),
  // The invite-friends page's calls, in this table so they load with the member's other calls.
  ...referralEndpoints,
};
