import { ENCRYPTION_HEADER, loadDesRsaEnvelope, type Endpoint } from '@lobbykit/platform';
import type { Context, Hono } from 'hono';
import { z as zodClassic } from 'zod';
import type { z } from 'zod/mini';
import type { Merchant, SandboxContext, SandboxEnv } from './context.ts';
import { ok, refuse, Refusal } from './envelope.ts';
import { numericRefusal } from './number-refusal.ts';
import { coerceQuery } from './query.ts';
import type { MemberRow } from './services/members.ts';
import { resolveSession } from './services/sessions.ts';
import { languageOf, say, type Lang } from './texts.ts';

/** What a handler gets besides its validated input. */
export interface Call {
  c: Context<SandboxEnv>;
  ctx: SandboxContext;
  merchant: Merchant;
  lang: Lang;
  now: number;
  /** The caller's address, as the status call shows it. */
  ip: string;
  /** The signed-in member, when a valid token came with the call. */
  member: MemberRow | undefined;
  token: string | undefined;
}

export interface MemberCall extends Call {
  member: MemberRow;
  token: string;
}

type Handler<Req extends z.ZodMiniType, C extends Call> = (input: z.output<Req>, call: C) => unknown;

/**
 * The token calls a session held back by a forced password change may still make (spec §4: the
 * change-password modal opens before anything member-only loads; it changes the password or logs
 * out). Every other token call is refused; a public call made with such a token answers as to a guest.
 */
const allowedBeforePasswordChange = new Set(['changePassword', 'logout']);

/** Calls that still answer during maintenance or a region block, so the site can show why. */
const alwaysOpen = new Set(['systemStatus', 'rsaKey', 'whitelabel']);

/** The visitor's address: first forwarded hop, IPv4 without its IPv6 mapping. */
export function clientIp(c: Context<SandboxEnv>): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return (forwarded || c.env?.incoming?.socket.remoteAddress || '127.0.0.1').replace(/^::ffff:/, '');
}

/** Captchas are kept per visitor: brand and address. */
export function visitorKey(call: Pick<Call, 'merchant' | 'ip'>) {
  return `${call.merchant.code}/${call.ip}`;
}

function readToken(c: Context): string | undefined {
  const raw = c.req.header('Authorization')?.trim();
  return raw ? raw.replace(/^Bearer\s+/i, '') : undefined;
}

async function readInput(c: Context<SandboxEnv>, ctx: SandboxContext, endpoint: Endpoint): Promise<unknown> {
  if (endpoint.method === 'GET') return coerceQuery(endpoint.request, c.req.queries());
  const contentType = c.req.header('Content-Type') ?? '';
  if (endpoint.encrypted) {
    const encryptedKey = c.req.header(ENCRYPTION_HEADER);
    const body = (await c.req.json().catch(() => undefined)) as { value?: unknown } | undefined;
    if (!encryptedKey || typeof body?.value !== 'string') {
      throw new Refusal('ENVELOPE_REJECTED', 'body_required', { status: 400 });
    }
    const { openDesRsaEnvelope } = await loadDesRsaEnvelope();
    try {
      return JSON.parse(openDesRsaEnvelope(body.value, encryptedKey, ctx.envelopeKey));
    } catch {
      throw new Refusal('ENVELOPE_REJECTED', 'envelope_rejected');
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  }
  const text = await c.req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal('INVALID_INPUT', 'invalid_input', { status: 400, params: { detail: 'the body is not JSON' } });
  }
}

// The endpoint table's zod/mini schemas carry no messages of their own; refusals use zod's English.
zodClassic.config(zodClassic.locales.en());

function describe(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'body'} ${issue.message.toLowerCase()}`)
    .join('; ');
}

/** Registers the endpoint table's rows as routes: token, feature, envelope and schema handled here. */
export function createRouter(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  function register<Req extends z.ZodMiniType, Res extends z.ZodMiniType, C extends Call>(
    endpoint: Endpoint<Req, Res>,
    handler: Handler<Req, C>,
  ) {
    app.on(endpoint.method, endpoint.path, async (c) => {
      const merchant = c.get('merchant');
      const lang = languageOf(c.req.header('Language'));
      const now = ctx.settings.now();
      try {
        const status = ctx.visitors.get(clientIp(c))?.systemStatus ?? ctx.systemStatus.get(merchant.code) ?? 0;
        if (status !== 0 && !alwaysOpen.has(endpoint.name)) {
          throw status === 1
            ? new Refusal('MAINTENANCE', 'maintenance')
            : new Refusal('REGION_BLOCKED', 'region_blocked');
        }
        ctx.rateLimits.hitAddress(endpoint.name, clientIp(c));
        let token = readToken(c);
        let member: MemberRow | undefined;
        if (token) {
          const session = resolveSession(ctx.db, merchant.code, token, now);
          // A stale token is refused even on a public call: the client retries as a guest.
          if (!session) throw new Refusal('NOT_LOGGED_IN', 'session_expired', { status: 401 });
          member = session.member;
          if (session.passwordChangeRequired && !allowedBeforePasswordChange.has(endpoint.name)) {
            if (endpoint.token) {
              throw new Refusal('OPERATION_NOT_ALLOWED', 'password_change_required', {
                status: 403,
                value: { passwordChangeRequired: true },
              });
            }
            // Public: answered as to a guest, so nothing of the member's shows before the change.
            member = undefined;
            token = undefined;
          }
        } else if (endpoint.token) {
          throw new Refusal('NOT_LOGGED_IN', 'please_log_in', { status: 401 });
        }
        if (endpoint.feature && !merchant.flags.has(endpoint.feature)) {
          throw new Refusal('FEATURE_DISABLED', 'feature_disabled');
        }
        const parsed = endpoint.request.safeParse(await readInput(c, ctx, endpoint));
        if (!parsed.success) {
          throw (
            numericRefusal(parsed.error, lang) ??
            new Refusal('INVALID_INPUT', 'invalid_input', { params: { detail: describe(parsed.error) } })
          );
        }
        const call = { c, ctx, merchant, lang, now, ip: clientIp(c), member, token } as C;
        const value = await handler(parsed.data, call);
        const checked = endpoint.response.safeParse(value);
        if (!checked.success) ctx.settings.log(`${endpoint.name} answered off its schema: ${describe(checked.error)}`);
        return ok(c, value);
      } catch (error) {
        if (error instanceof Refusal) {
          const message = say(lang, error.text, error.options.params);
          return refuse(c, { code: error.code, message, value: error.options.value }, error.options.status);
        }
        ctx.settings.log(
          `${endpoint.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return refuse(c, { message: say(lang, 'internal_error') }, 500);
      }
    });
  }

  return {
    /** A call anyone may make; `call.member` is set when a valid token came along. */
    public<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
      endpoint: Endpoint<Req, Res>,
      handler: Handler<Req, Call>,
    ) {
      if (endpoint.token) throw new Error(`${endpoint.name} needs a token: register it with member()`);
      register(endpoint, handler);
    },
    /** A call that needs a session (spec §6). */
    member<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
      endpoint: Endpoint<Req, Res>,
      handler: Handler<Req, MemberCall>,
    ) {
      if (!endpoint.token) throw new Error(`${endpoint.name} is public: register it with public()`);
      register(endpoint, handler);
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
