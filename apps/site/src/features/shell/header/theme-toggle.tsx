import { applyScheme } from '@lobbykit/theme';
import { ThemeSwitch, toThemeValue, type ThemeValue } from '@lobbykit/ui/theme-switch';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page is the source of truth: the boot script has already applied the stored choice before
 * the first paint (an invalid one reads as light), and `applyScheme` changes it. A server-drawn
 * page cannot see this browser's choice, so it shows light until the page hydrates.
 */
const readScheme = (): ThemeValue => toThemeValue(document.documentElement.dataset.theme);
const serverScheme = (): ThemeValue => 'light';

function watchScheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Light/dark (spec §2 Header top), remembered on this device. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const scheme = useSyncExternalStore(watchScheme, readScheme, serverScheme);
  return <ThemeSwitch size="sm" label={t('header.dark_mode')} value={scheme} onChange={(next) => applyScheme(next)} />;
}
