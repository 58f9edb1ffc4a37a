/** Turning a validated input into a request, and a response into a value or a typed error. */
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.ts';
import { PlatformError, kindForCode, kindForStatus } from './errors.ts';

/** GET parameters: arrays as comma lists, objects as JSON, nothing for null or undefined. */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input === null || typeof input !== 'object') return params;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (typeof value === 'object') params.set(key, JSON.stringify(value));
    else params.set(key, String(value));
  }
  return params;
}

/** Names the first failing field of a zod error: `field maintenance: Invalid input`. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || '(value)';
  return `field ${field}: ${issue?.message ?? 'invalid'}`;
}

const envelope = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.nullish(z.string()),
  code: z.nullish(z.union([z.string(), z.number()])),
});

type Envelope = z.infer<typeof envelope>;

function refusal(endpoint: Endpoint, status: number, body: Envelope | undefined): PlatformError {
  const code = body?.code == null ? undefined : String(body.code);
  const serverMessage = body?.message ?? undefined;
  const kind = kindForCode(code) ?? (status >= 400 ? kindForStatus(status) : 'server');
  const detail = [status >= 400 ? `HTTP ${status}` : undefined, code, serverMessage].filter(Boolean).join(' ');
  return new PlatformError(kind, endpoint.name, detail || 'refused', {
    status,
    code,
    serverMessage,
    serverValue: body?.value,
  });
}

/** Reads the `{ success, value, message, code }` envelope; returns the value or throws a typed error. */
export async function readEnvelope(endpoint: Endpoint, response: Response): Promise<unknown> {
  let json: unknown;
  let readError: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    readError = cause;
  }
  const parsed = readError === undefined ? envelope.safeParse(json) : undefined;
  if (!response.ok) throw refusal(endpoint, response.status, parsed?.success ? parsed.data : undefined);
  if (readError !== undefined) {
    // A body cut off by an abort or a dropped connection is the caller's to classify; only text
    // that arrived whole and is not JSON is an invalid response.
    if (!(readError instanceof SyntaxError)) throw readError;
    throw new PlatformError('invalid-response', endpoint.name, 'body is not JSON', { cause: readError });
  }
  if (!parsed?.success) {
    throw new PlatformError('invalid-response', endpoint.name, 'body is not a {success, value} envelope');
  }
  if (!parsed.data.success) throw refusal(endpoint, response.status, parsed.data);
  return parsed.data.value;
}

export function parseValue<Res extends z.ZodMiniType>(endpoint: Endpoint<z.ZodMiniType, Res>, value: unknown) {
  const parsed = endpoint.response.safeParse(value);
  if (!parsed.success) throw new PlatformError('invalid-response', endpoint.name, describeIssue(parsed.error));
  return parsed.data as z.output<Res>;
}
