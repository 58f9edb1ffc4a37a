import type { z } from 'zod/mini';
import type { BodyEnvelope } from './crypto/types.ts';
import { isIdempotent, type Endpoint } from './endpoint.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { PlatformError, isPlatformError } from './errors.ts';
import { describeIssue, parseValue, readEnvelope, toSearchParams } from './wire.ts';

export interface PlatformClientOptions {
  /** Origin of the platform; '' means the site's own origin (the default deployment). */
  baseUrl?: string;
  merchant: string;
  /** The UI language code sent as `Language` (EN, TY…). */
  language: () => string;
  token?: () => string | null;
  /** The platform said the token is no longer valid: the site drops it and shows the guest state. */
  onSessionExpired?: () => void;
  /**
   * The brand's enabled whitelabel modules, once the status call has said. A call gated by a module
   * that is off is refused before any request; while unknown, every call is sent.
   */
  features?: () => ReadonlySet<string> | undefined;
  /** Per attempt. */
  timeoutMs?: number;
  /** Further attempts for idempotent calls after a network failure or a 502/503/504. */
  retries?: number;
  /** First backoff; each further attempt waits three times longer. */
  retryDelayMs?: number;
  /**
   * The encrypted-body scheme; the platform's DES + RSA one (loaded on first use) unless a brand
   * needs another.
   */
  envelope?: BodyEnvelope;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A token that is not the session's, sent instead of it: a sign-in held back until its forced
   * password change. The platform refusing it does not end the session.
   */
  token?: string;
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** Platform codes that mean "the envelope could not be opened": a stale key is fetched again. */
const envelopeRejectedCode = 'ENVELOPE_REJECTED';

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createPlatformClient(options: PlatformClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;
  let envelope: Promise<BodyEnvelope> | undefined = options.envelope && Promise.resolve(options.envelope);
  const loadEnvelope = () => {
    envelope ??= import('./crypto/envelope.ts').then((module) => module.desRsaEnvelope());
    return envelope;
  };
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let publicKey: Promise<string> | undefined;

  function rsaModulus(callOptions: CallOptions): Promise<string> {
    publicKey ??= call(sessionEndpoints.rsaKey, { t: Date.now() }, callOptions).catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
    return publicKey;
  }

  interface Attempt {
    withToken: boolean;
  }

  async function send(endpoint: Endpoint, input: unknown, callOptions: CallOptions, attempt: Attempt) {
    const token = attempt.withToken ? (callOptions.token ?? options.token?.() ?? null) : null;
    const headers: Record<string, string> = {
      Merchant: options.merchant,
      Device: 'web',
      Language: options.language(),
      Accept: 'application/json',
      ...endpoint.headers,
    };
    if (token) headers.Authorization = token;

    let url = `${baseUrl}${endpoint.path}`;
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      const query = toSearchParams(input).toString();
      if (query) url += `?${query}`;
    } else if (endpoint.encrypted) {
      const [scheme, modulusHex] = await Promise.all([loadEnvelope(), rsaModulus(callOptions)]);
      const sealed = scheme.seal(JSON.stringify(input), { modulusHex });
      headers['Content-Type'] = 'application/json';
      Object.assign(headers, sealed.headers);
      body = sealed.body;
    } else if (endpoint.body === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toSearchParams(input).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input);
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    try {
      const response = await doFetch(url, { method: endpoint.method, headers, body, signal });
      return await readEnvelope(endpoint, response);
    } catch (cause) {
      if (isPlatformError(cause)) throw cause;
      if (callOptions.signal?.aborted) throw new PlatformError('aborted', endpoint.name, 'aborted', { cause });
      if (timeout.aborted) throw new PlatformError('timeout', endpoint.name, `no answer in ${timeoutMs} ms`, { cause });
      throw new PlatformError('network', endpoint.name, 'network failure', { cause });
    }
  }

  /** Sends once, then handles what a second try can fix: a stale key, a stale token, a flaky network. */
  async function sendWithRecovery(endpoint: Endpoint, input: unknown, callOptions: CallOptions) {
    const canRetry = isIdempotent(endpoint);
    let attempt: Attempt = { withToken: true };
    let keyRefreshed = false;
    let guestRetried = false;
    for (let failures = 0; ;) {
      try {
        return await send(endpoint, input, callOptions, attempt);
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        if (error.code === envelopeRejectedCode && endpoint.encrypted && !keyRefreshed) {
          // The platform changed its key pair; the request was never processed, so resending is safe.
          publicKey = undefined;
          keyRefreshed = true;
          continue;
        }
        const sentToken = attempt.withToken && Boolean(callOptions.token ?? options.token?.());
        if (error.kind === 'not-logged-in' && sentToken) {
          if (!callOptions.token) options.onSessionExpired?.();
          // A public call works without a session: ask again as a guest, once.
          if (!endpoint.token && !guestRetried) {
            guestRetried = true;
            attempt = { withToken: false };
            continue;
          }
          throw error;
        }
        const transient = error.kind === 'network' || error.kind === 'unavailable';
        if (!canRetry || !transient || failures >= retries) throw error;
        await sleep(retryDelayMs * 3 ** failures, callOptions.signal).catch((cause: unknown) => {
          throw new PlatformError('aborted', endpoint.name, 'aborted', { cause });
        });
        failures++;
      }
    }
  }

  async function call<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    endpoint: Endpoint<Req, Res>,
    input: z.input<Req>,
    callOptions: CallOptions = {},
  ): Promise<z.output<Res>> {
    if (endpoint.token && !(callOptions.token ?? options.token?.())) {
      throw new PlatformError('not-logged-in', endpoint.name, 'needs a session token');
    }
    const features = options.features?.();
    if (endpoint.feature && features && !features.has(endpoint.feature)) {
      throw new PlatformError('feature-disabled', endpoint.name, `module ${endpoint.feature} is off for this brand`);
    }
    const request = endpoint.request.safeParse(input);
    if (!request.success) {
      throw new PlatformError('invalid-request', endpoint.name, describeIssue(request.error));
    }
    const value = await sendWithRecovery(endpoint, request.data, callOptions);
    return parseValue(endpoint, value);
  }

  return {
    call,
    /** Forgets the cached RSA key, e.g. after switching platforms. */
    resetEncryptionKey() {
      publicKey = undefined;
    },
  };
}
