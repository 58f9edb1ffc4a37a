import { z } from 'zod';

/**
 * Faults injected per path, for tests and demos: added latency, an error status, a malformed body,
 * a body of the wrong shape, a dropped connection, a request that is never answered.
 */
export const faultKinds = ['latency', 'status', 'malformed', 'wrong-shape', 'drop', 'timeout'] as const;

export const faultRuleSchema = z
  .object({
    /** An exact path, or a prefix ending in `*` (`/wps/relay/*`). */
    path: z.string().startsWith('/'),
    method: z
      .string()
      .transform((method) => method.toUpperCase())
      .optional(),
    kind: z.enum(faultKinds),
    /** latency: added milliseconds. */
    ms: z.number().int().min(0).max(600_000).optional(),
    /** status: the HTTP status to answer with. */
    status: z.number().int().min(400).max(599).optional(),
    /** Only for this visitor address (the first X-Forwarded-For hop); everyone when absent. */
    visitor: z.string().min(1).optional(),
    /** Applies this many times, then goes away; forever when absent. */
    times: z.number().int().positive().optional(),
  })
  .refine((rule) => rule.kind !== 'latency' || rule.ms !== undefined, 'latency needs ms')
  .refine((rule) => rule.kind !== 'status' || rule.status !== undefined, 'status needs status');

export type FaultRule = z.infer<typeof faultRuleSchema>;

export function parseFaultRules(input: unknown): FaultRule[] {
  const rules = Array.isArray(input) ? input : [input];
  return rules.map((rule) => faultRuleSchema.parse(rule));
}

interface ActiveFault extends FaultRule {
  id: number;
  remaining: number | undefined;
}

function matches(rule: FaultRule, method: string, path: string, visitor: string | undefined): boolean {
  if (rule.method && rule.method !== method) return false;
  if (rule.visitor && rule.visitor !== visitor) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

export class FaultRegistry {
  #faults: ActiveFault[] = [];
  #nextId = 1;

  constructor(initial: readonly FaultRule[] = []) {
    for (const rule of initial) this.add(rule);
  }

  add(rule: FaultRule): number {
    const id = this.#nextId++;
    this.#faults.push({ ...rule, id, remaining: rule.times });
    return id;
  }

  list() {
    return this.#faults.map(({ remaining, ...rule }) => ({ ...rule, remaining }));
  }

  /** Removes one fault by id, those on one path or for one visitor, or all. Returns how many went. */
  clear(filter: { id?: number; path?: string; visitor?: string } = {}): number {
    const before = this.#faults.length;
    const doomed = (fault: ActiveFault) =>
      (filter.id === undefined || fault.id === filter.id) &&
      (filter.path === undefined || fault.path === filter.path) &&
      (filter.visitor === undefined || fault.visitor === filter.visitor);
    this.#faults = this.#faults.filter((fault) => !doomed(fault));
    return before - this.#faults.length;
  }

  /** The first fault for this request, counting one use of it. */
  take(method: string, path: string, visitor?: string): FaultRule | undefined {
    const fault = this.#faults.find((candidate) => matches(candidate, method, path, visitor));
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining--;
      if (fault.remaining <= 0) this.#faults = this.#faults.filter((other) => other !== fault);
    }
    return fault;
  }
}
