/**
 * Platform language codes (spec §1) mapped to BCP 47 tags for <html lang>, `dir` and Intl, with
 * each language's own name for the language menu. The platform's code stays on the wire.
 */
export const languages = {
  EN: { tag: 'en', dir: 'ltr', label: 'English' },
  TY: { tag: 'fil', dir: 'ltr', label: 'Filipino' },
  CN: { tag: 'zh-Hans', dir: 'ltr', label: '简体中文' },
  TW: { tag: 'zh-Hant', dir: 'ltr', label: '繁體中文' },
  ID: { tag: 'id', dir: 'ltr', label: 'Bahasa Indonesia' },
  TH: { tag: 'th', dir: 'ltr', label: 'ไทย' },
  VI: { tag: 'vi', dir: 'ltr', label: 'Tiếng Việt' },
  JA: { tag: 'ja', dir: 'ltr', label: '日本語' },
  KO: { tag: 'ko', dir: 'ltr', label: '한국어' },
  MY: { tag: 'my', dir: 'ltr', label: 'မြန်မာ' },
  MS: { tag: 'ms', dir: 'ltr', label: 'Bahasa Melayu' },
  KM: { tag: 'km', dir: 'ltr', label: 'ខ្មែរ' },
  LO: { tag: 'lo', dir: 'ltr', label: 'ລາວ' },
  TL: { tag: 'tl', dir: 'ltr', label: 'Tagalog' },
  HI: { tag: 'hi', dir: 'ltr', label: 'हिन्दी' },
  BN: { tag: 'bn', dir: 'ltr', label: 'বাংলা' },
  TA: { tag: 'ta', dir: 'ltr', label: 'தமிழ்' },
  TE: { tag: 'te', dir: 'ltr', label: 'తెలుగు' },
  NE: { tag: 'ne', dir: 'ltr', label: 'नेपाली' },
  UR: { tag: 'ur', dir: 'rtl', label: 'اردو' },
  AR: { tag: 'ar', dir: 'rtl', label: 'العربية' },
  FA: { tag: 'fa', dir: 'rtl', label: 'فارسی' },
  TR: { tag: 'tr', dir: 'ltr', label: 'Türkçe' },
  RU: { tag: 'ru', dir: 'ltr', label: 'Русский' },
  KK: { tag: 'kk', dir: 'ltr', label: 'Қазақ тілі' },
  UZ: { tag: 'uz', dir: 'ltr', label: 'Oʻzbekcha' },
  ES: { tag: 'es', dir: 'ltr', label: 'Español' },
  PT: { tag: 'pt', dir: 'ltr', label: 'Português' },
  FR: { tag: 'fr', dir: 'ltr', label: 'Français' },
  DE: { tag: 'de', dir: 'ltr', label: 'Deutsch' },
  IT: { tag: 'it', dir: 'ltr', label: 'Italiano' },
  NL: { tag: 'nl', dir: 'ltr', label: 'Nederlands' },
  PL: { tag: 'pl', dir: 'ltr', label: 'Polski' },
  SW: { tag: 'sw', dir: 'ltr', label: 'Kiswahili' },
  MN: { tag: 'mn', dir: 'ltr', label: 'Монгол' },
  SI: { tag: 'si', dir: 'ltr', label: 'සිංහල' },
} as const satisfies Record<string, { tag: string; dir: 'ltr' | 'rtl'; label: string }>;

export type LanguageCode = keyof typeof languages;

export const defaultLanguage: LanguageCode = 'EN';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}
