export {
  brandColorsSchema,
  brandSchema,
  parseBrand,
  validateBrand,
  type Brand,
  type BrandColors,
  type BrandSchemaProblem,
} from './brand-schema.ts';
export {
  builtInBrandIds,
  builtInBrands,
  defaultBrand,
  findBuiltInBrand,
  type BuiltInBrandId,
} from './built-in-brands.ts';
export { resolveBrand } from './resolve-brand.ts';
export { checkBrand, type BrandCheck } from './brand-check.ts';
export { checkContrast, describeContrastProblem, type ContrastProblem } from './contrast-check.ts';
export { brandCss, brandVariables } from './brand-css.ts';
export { serializeBrand } from './brand-json.ts';
export {
  applyBrand,
  applyScheme,
  brandStyleElementId,
  readStoredScheme,
  schemeStorageKey,
  type ApplySchemeOptions,
} from './apply-theme.ts';
export { themeBootScript } from './boot-script.ts';
export { themeBoot } from './vite-plugin.ts';
export { acceptedColorFormats, isCssColor, parseCssColor, toHex, type Rgba } from './color/parse-color.ts';
export { contrastRatio, formatRatio, relativeLuminance } from './color/contrast.ts';
export {
  colorSchemes,
  colorTokenNames,
  contrastRequirements,
  nonTextContrast,
  textContrast,
  type ColorScheme,
  type ColorTokenName,
  type ContrastRequirement,
} from './tokens.ts';
