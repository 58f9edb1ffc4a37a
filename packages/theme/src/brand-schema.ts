import { z } from 'zod/mini';
import { acceptedColorFormats, isCssColor } from './color/parse-color.ts';
import { describeIssue } from './schema-messages.ts';
import { colorTokenNames, type ColorTokenName } from './tokens.ts';

/*
 * Brand values end up inside CSS (and the merchant code inside a selector), so each field only
 * admits what it means: no braces, semicolons or angle brackets can ride along.
 */
const cssColor = z.string().check(z.refine(isCssColor, { error: `must be a CSS colour: ${acceptedColorFormats}` }));

const colorTokens = z.strictObject(
  Object.fromEntries(colorTokenNames.map((name) => [name, cssColor])) as Record<ColorTokenName, typeof cssColor>,
);

/** The colour part of a brand on its own, so contrast can be checked while other fields are wrong. */
export const brandColorsSchema = z.strictObject({ light: colorTokens, dark: colorTokens });

const languageCode = z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be a platform language code such as EN or TY'));

/** Absolute http(s) URL, a same-origin absolute path, or (for logos) an inline image. */
const urlOrPath = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;
const imageSource = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*|data:image\/[a-z+.-]+[;,].+)$/;

/** A brand is one JSON document; this schema is its contract. */
export const brandSchema = z
  .object({
    merchantCode: z
      .string()
      .check(z.regex(/^[A-Z0-9_-]{1,32}$/, 'must be 1–32 upper-case letters, digits, "-" or "_"')),
    displayName: z.string().check(z.minLength(1), z.maxLength(80)),
    logo: z.strictObject({
      src: z.string().check(z.regex(imageSource, 'must be an http(s) URL, an absolute path or a data:image URI')),
      alt: z.string().check(z.minLength(1)),
    }),
    defaultLanguage: languageCode,
    languages: z.array(languageCode).check(z.minLength(1)),
    imageHost: z.string().check(z.regex(urlOrPath, 'must be an http(s) URL or an absolute path')),
    radius: z.string().check(z.regex(/^(0|\d*\.?\d+(rem|px|em))$/, 'must be a length such as 0.625rem or 8px')),
    fontFamily: z
      .string()
      .check(z.minLength(1), z.regex(/^[^;{}<>\\]+$/, 'must be a CSS font-family list without ; { } < > or \\')),
    colors: brandColorsSchema,
    /** Site behaviour the operator switches per brand. */
    settings: z.optional(
      z.strictObject({
        /** Guests reach only the sign-in, registration, help-centre and download pages (spec §2 guard). */
        loginedToHomePage: z.optional(z.boolean()),
      }),
    ),
  })
  .check(
    z.refine((brand) => !Array.isArray(brand.languages) || brand.languages.includes(brand.defaultLanguage), {
      error: 'must be one of languages',
      path: ['defaultLanguage'],
    }),
  );

export type Brand = z.infer<typeof brandSchema>;
export type BrandColors = Brand['colors']['light'];

export interface BrandSchemaProblem {
  /** Dotted path of the field, e.g. `colors.dark.primary`, or `(root)`. */
  path: string;
  message: string;
}

/** Validates a brand document; every problem comes back with the field it concerns. */
export function validateBrand(
  input: unknown,
): { brand: Brand; problems: [] } | { brand: null; problems: BrandSchemaProblem[] } {
  const result = brandSchema.safeParse(input, { reportInput: true });
  if (result.success) return { brand: result.data, problems: [] };
  return {
    brand: null,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: describeIssue(issue),
    })),
  };
}

/** Parses a brand document, naming the first offending field when it is invalid. */
export function parseBrand(input: unknown): Brand {
  const result = validateBrand(input);
  if (result.brand) return result.brand;
  const [first] = result.problems;
  throw new Error(`Invalid brand: ${first?.path ?? '(root)'}: ${first?.message ?? 'unknown problem'}`);
}
