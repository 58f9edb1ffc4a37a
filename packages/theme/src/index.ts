import aurora from './brands/aurora.json';
import { parseBrand, type Brand } from './brand-schema.ts';

export { brandSchema, parseBrand, type Brand } from './brand-schema.ts';

/** The brand used when nothing else selects one. */
export const defaultBrand: Brand = parseBrand(aurora);
