import { z } from 'zod/mini';

/** A brand is one JSON document; this schema is its contract. */
export const brandSchema = z.object({
  merchantCode: z.string().check(z.minLength(1)),
  displayName: z.string().check(z.minLength(1)),
  defaultLanguage: z.string().check(z.minLength(2)),
  languages: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
});

export type Brand = z.infer<typeof brandSchema>;

/** Parses a brand document, naming the first offending field when it is invalid. */
export function parseBrand(input: unknown): Brand {
  const result = brandSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.join('.') || '(root)';
  throw new Error(`Invalid brand: ${where}: ${issue?.message ?? 'unknown problem'}`);
}
