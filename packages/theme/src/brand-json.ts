import { parseBrand, type Brand } from './brand-schema.ts';

/**
 * A brand as the JSON file an operator saves and `pnpm brand:check` reads: validated, keys in the
 * schema's order, two-space indented, ending with a newline.
 */
export function serializeBrand(brand: Brand): string {
  return `${JSON.stringify(parseBrand(brand), null, 2)}\n`;
}
