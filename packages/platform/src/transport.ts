import { z } from 'zod/mini';
import type { Endpoint } from './endpoints.ts';
import { PlatformError } from './errors.ts';

export interface PlatformClientOptions {
  /** Origin of the platform; '' means the site's own origin (the default deployment). */
  baseUrl?: string;
  merchant: string;
  language: () => string;
  token?: () => string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const envelope = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.nullish(z.string()),
});

export interface CallOptions {
  signal?: AbortSignal;
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

export function createPlatformClient(options: PlatformClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    endpoint: Endpoint<Req, Res>,
    input: z.input<Req>,
    callOptions: CallOptions = {},
  ): Promise<z.output<Res>> {
    const token = options.token?.() ?? null;
    if (endpoint.token && !token) {
      throw new PlatformError('not-logged-in', endpoint.name, 'needs a session token');
    }
    const headers: Record<string, string> = {
      Merchant: options.merchant,
      Device: 'web',
      Language: options.language(),
      Accept: 'application/json',
    };
    if (token) headers.Authorization = token;

    let url = `${baseUrl}${endpoint.path}`;
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(input as Record<string, string>).toString();
      if (query) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input);
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await doFetch(url, { method: endpoint.method, headers, body, signal });
    } catch (cause) {
      if (callOptions.signal?.aborted) throw new PlatformError('aborted', endpoint.name, 'aborted', { cause });
      if (timeout.aborted) throw new PlatformError('timeout', endpoint.name, `no answer in ${timeoutMs} ms`, { cause });
      throw new PlatformError('network', endpoint.name, 'network failure', { cause });
    }
    if (!response.ok) {
      throw new PlatformError('http', endpoint.name, `HTTP ${response.status}`, { status: response.status });
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      throw new PlatformError('invalid-response', endpoint.name, 'body is not JSON', { cause });
    }
    const wrapped = envelope.safeParse(json);
    if (!wrapped.success) {
      throw new PlatformError('invalid-response', endpoint.name, 'body is not a {success, value} envelope');
    }
    if (!wrapped.data.success) {
      const serverMessage = wrapped.data.message ?? undefined;
      throw new PlatformError('server', endpoint.name, serverMessage ?? 'refused', { serverMessage });
    }
    const parsed = endpoint.response.safeParse(wrapped.data.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || '(value)';
      throw new PlatformError('invalid-response', endpoint.name, `field ${field}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }

  return { call };
}
