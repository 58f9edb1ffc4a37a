import { validateBrand, type Brand } from './brand-schema.ts';
import { defaultBrand } from './built-in-brands.ts';

/**
 * A brand document received at run time (from an operator's config, say). A broken one must not
 * take the site down: it falls back to the default brand and says why on the console.
 */
export function resolveBrand(input: unknown, fallback: Brand = defaultBrand): Brand {
  const result = validateBrand(input);
  if (result.brand) return result.brand;
  const problems = result.problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
  console.error(`Invalid brand, using ${fallback.merchantCode} instead: ${problems}`);
  return fallback;
}
