export {
  endpoint,
  isIdempotent,
  type BodyFormat,
  type Endpoint,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
} from './endpoint.ts';
export * from './endpoints/index.ts';
export {
  PlatformError,
  isPlatformError,
  kindForCode,
  kindForStatus,
  platformErrorCodes,
  platformErrorKeys,
  type PlatformErrorCode,
  type PlatformErrorKind,
} from './errors.ts';
export {
  agentAccountTypes,
  captchaImageSrc,
  countryFlagUrl,
  defaultWeakPassword,
  gameIcon,
  gameTitle,
  isAgentType,
  isTrialType,
  systemStatusCode,
  trialAccountType,
  vendorLogoUrl,
  whitelabelFlags,
} from './helpers.ts';
export { allowPlatformSitePaths, httpsUrl, platformImageUrl, platformUrl, sitePath } from './safe-url.ts';
export { gameItem, MAX_AMOUNT, MAX_COUNT, sessionValue, type GameItem, type Session } from './schemas.ts';
export {
  createPlatformClient,
  type CallOptions,
  type PlatformClient,
  type PlatformClientOptions,
} from './transport.ts';
export { ENCRYPTION_HEADER, type BodyEnvelope, type SealedBody } from './crypto/types.ts';
/**
 * The DES + RSA envelope module (crypto-js), loaded on demand so it stays out of the site's first
 * chunk; the sandbox opens envelopes with its `openDesRsaEnvelope`.
 */
export const loadDesRsaEnvelope = () => import('./crypto/envelope.ts');
export { RSA_PUBLIC_EXPONENT, type RsaPrivateKey, type RsaPublicKey } from './crypto/rsa.ts';
