export { LanguageMenu, languageMenuVariants, type Language, type LanguageMenuProps } from './language-menu.tsx';
