// zod/mini: the same schemas as zod, tree-shaken to what the site uses (the full API weighs ~3× more).
import { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  /** The call's name in errors and logs. */
  name: string;
  path: string;
  method: HttpMethod;
  /** Needs the session token (spec §6); refused before any request when there is none. */
  token: boolean;
  /** Body sent in the encrypted envelope (protocol notes). */
  encrypted: boolean;
  request: Req;
  response: Res;
}

function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(e: Endpoint<Req, Res>) {
  return e;
}

const systemStatusValue = z.looseObject({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  info: z.looseObject({
    location: z.optional(z.looseObject({ ip: z.string() })),
    imageCDNs: z._default(z.array(z.string()), []),
  }),
});

export type SystemStatus = z.infer<typeof systemStatusValue>;

/** The endpoint table: one row per call of spec §7. */
export const endpoints = {
  systemStatus: endpoint({
    name: 'systemStatus',
    path: '/wps/system/status',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.object({ url: z.string() }),
    response: systemStatusValue,
  }),
};

/** Spec §2: systemStatus 0 normal, 1 maintenance, 2 region blocked. */
export function systemStatusCode(status: SystemStatus): 0 | 1 | 2 {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
