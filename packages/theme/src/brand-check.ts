import { brandColorsSchema, validateBrand, type Brand, type BrandSchemaProblem } from './brand-schema.ts';
import { checkContrast, describeContrastProblem, type ContrastProblem } from './contrast-check.ts';

export interface BrandCheck {
  /** The parsed brand, or null when the document does not satisfy the schema. */
  brand: Brand | null;
  /** Schema problems (`colors.dark.ring: must be a CSS colour…`) and contrast problems, readable as they are. */
  problems: string[];
  schemaProblems: BrandSchemaProblem[];
  contrastProblems: ContrastProblem[];
}

/**
 * Everything an operator must fix before a brand can ship: the schema first, then WCAG contrast
 * in both schemes (checked whenever the colours themselves are well formed).
 */
export function checkBrand(input: unknown): BrandCheck {
  const validation = validateBrand(input);
  const schemaProblems = validation.problems;
  const colors = validation.brand
    ? validation.brand.colors
    : brandColorsSchema.safeParse((input as { colors?: unknown } | null)?.colors).data;
  const contrastProblems = colors ? checkContrast(colors) : [];
  return {
    brand: validation.brand,
    problems: [
      ...schemaProblems.map((problem) => `${problem.path}: ${problem.message}`),
      ...contrastProblems.map(describeContrastProblem),
    ],
    schemaProblems,
    contrastProblems,
  };
}
