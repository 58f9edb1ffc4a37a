import type { Language } from './language-menu.tsx';

/**
 * Languages as a brand might offer them, each named in itself. Scripts without a font on the
 * snapshot machine (Thai, Chinese) are left out so the visual baselines show text, not boxes.
 */
export const languageFixtures: Language[] = [
  { code: 'EN', label: 'English' },
  { code: 'VI', label: 'Tiếng Việt' },
  { code: 'ID', label: 'Bahasa Indonesia' },
  { code: 'MS', label: 'Bahasa Melayu' },
  { code: 'PT_BR', label: 'Português (Brasil)' },
  { code: 'AR', label: 'العربية' },
];
