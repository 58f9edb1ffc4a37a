// zod/mini: the same schemas as zod, tree-shaken to what the site uses (the full API weighs ~3× more).
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a non-GET body travels: JSON, form-encoded, or JSON inside the encrypted envelope. */
export type BodyFormat = 'json' | 'form';

export interface Endpoint<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  /** The call's name in errors and logs; the same as its key in the endpoint table. */
  name: string;
  path: string;
  method: HttpMethod;
  /** Needs the session token (spec §6); refused before any request when there is none. */
  token: boolean;
  /** Body sent in the encrypted envelope (protocol notes). */
  encrypted: boolean;
  /** Whitelabel module id that switches the call on for a brand (spec §3), e.g. MOBILENUMREG3. */
  feature?: string;
  /** Body encoding for non-GET calls; JSON unless stated. */
  body?: BodyFormat;
  /**
   * Safe to send twice. Defaults to true for GET; a few platform GETs change state (contract
   * processing) and say false, so the transport never retries them.
   */
  idempotent?: boolean;
  /** Fixed headers the platform expects on this call only. */
  headers?: Readonly<Record<string, string>>;
  request: Req;
  response: Res;
}

export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(e: Endpoint<Req, Res>) {
  return e;
}

export function isIdempotent(e: Endpoint): boolean {
  return e.idempotent ?? e.method === 'GET';
}

/** What a call of `E` takes (before the request schema's defaults) and what it resolves with. */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
