import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { anyValue, mobileNumber, nonEmpty, none, sessionValue, smsSentValue, text } from '../schemas.ts';

export const sessionEndpoints = {
  /** The public modulus (hex) for the encrypted envelope; the exponent is 0x10001. */
  rsaKey: endpoint({
    name: 'rsaKey',
    path: '/wps/session/key/rsa',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ t: z.number() }),
    response: z.string().check(z.regex(/^[0-9a-fA-F]+$/)),
  }),
  login: endpoint({
    name: 'login',
    path: '/wps/session/login',
    method: 'POST',
    token: false,
    encrypted: true,
    request: z.looseObject({
      type: z.enum(['username', 'sms']),
      loginDeviceId: nonEmpty,
      username: z.optional(text),
      password: z.optional(text),
      captcha: z.optional(text),
      mobileNum: z.optional(text),
      countryDialingCode: z.optional(text),
      verificationCode: z.optional(text),
    }),
    response: sessionValue,
  }),
  /** The SMS code for mobile login (spec §7: before login). */
  smsLoginCode: endpoint({
    name: 'smsLoginCode',
    path: '/wps/verification/sms/noLogin',
    method: 'POST',
    token: false,
    encrypted: false,
    feature: 'MOBILEVERCODELOGIN3',
    request: z.looseObject(mobileNumber),
    response: smsSentValue,
  }),
  logout: endpoint({
    name: 'logout',
    path: '/wps/session/logout',
    method: 'DELETE',
    token: true,
    encrypted: false,
    request: none,
    response: anyValue,
  }),
  /**
   * A trial session. The platform wants its gateway headers and an encrypted random string: the
   * envelope's `Encryption` header carries exactly that.
   */
  freePlay: endpoint({
    name: 'freePlay',
    path: '/wps/session/login/freeplay',
    method: 'POST',
    token: false,
    encrypted: true,
    feature: 'FREEPLAY3',
    headers: { Os: 'WEB', Platform: 'W', 'Gateway-Version': '3' },
    request: z.looseObject({ loginDeviceId: nonEmpty }),
    response: sessionValue,
  }),
};
