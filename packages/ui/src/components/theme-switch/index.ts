export {
  ThemeSwitch,
  themeSwitchVariants,
  toThemeValue,
  type ThemeSwitchProps,
  type ThemeValue,
} from './theme-switch.tsx';
