/** Platform language codes (spec §1) mapped to BCP 47 tags for <html lang>, `dir` and Intl. */
export const languages = {
  EN: { tag: 'en', dir: 'ltr', label: 'English' },
  TY: { tag: 'fil', dir: 'ltr', label: 'Filipino' },
} as const satisfies Record<string, { tag: string; dir: 'ltr' | 'rtl'; label: string }>;

export type LanguageCode = keyof typeof languages;

export const defaultLanguage: LanguageCode = 'EN';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}
