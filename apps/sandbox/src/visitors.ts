import { z } from 'zod';

/**
 * What one visitor address sees differently from everyone else: tests running in parallel each
 * use an address of their own (sent as X-Forwarded-For), so a maintenance page or a module turned
 * off for one test never reaches another.
 */
export const visitorOverrideSchema = z.object({
  /** The visitor's address, as the first X-Forwarded-For hop. */
  address: z.string().min(1),
  /** Spec §2 status for this visitor: 0 normal, 1 maintenance, 2 region blocked. */
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** Whitelabel modules (modId) this visitor's status call reports as off. */
  modulesOff: z.array(z.string()).optional(),
  /** Test mode only: this address in every URL field of the visitor's answers (hostile-urls.ts). */
  hostileUrl: z.string().optional(),
  /** Test mode only: this markup as every notice, promotion, help and message body (hostile-html.ts). */
  hostileHtml: z.string().optional(),
});

export type VisitorOverride = z.infer<typeof visitorOverrideSchema>;

export class VisitorOverrides {
  #byAddress = new Map<string, VisitorOverride>();

  set(override: VisitorOverride) {
    this.#byAddress.set(override.address, override);
  }

  get(address: string): VisitorOverride | undefined {
    return this.#byAddress.get(address);
  }

  /** Removes one address's override, or all. Returns how many went. */
  clear(address?: string): number {
    if (address !== undefined) return this.#byAddress.delete(address) ? 1 : 0;
    const count = this.#byAddress.size;
    this.#byAddress.clear();
    return count;
  }

  list() {
    return [...this.#byAddress.values()];
  }
}
