import aurora from './brands/aurora.json';
import ember from './brands/ember.json';
import jade from './brands/jade.json';
import { parseBrand, type Brand } from './brand-schema.ts';

/** The brands that ship with lobbykit, by id (the file name under src/brands). */
export const builtInBrands = {
  aurora: parseBrand(aurora),
  jade: parseBrand(jade),
  ember: parseBrand(ember),
} as const satisfies Record<string, Brand>;

export type BuiltInBrandId = keyof typeof builtInBrands;

export const builtInBrandIds = Object.keys(builtInBrands) as BuiltInBrandId[];

/** The brand used when nothing else selects one. */
export const defaultBrand: Brand = builtInBrands.aurora;

/** The built-in brand with this merchant code (as stamped on <html data-brand>), if there is one. */
export function findBuiltInBrand(merchantCode: string | null | undefined): Brand | undefined {
  return Object.values(builtInBrands).find((brand) => brand.merchantCode === merchantCode);
}
