import { applyScheme } from '@lobbykit/theme';
import { ThemeSwitch, toThemeValue, type ThemeValue } from '@lobbykit/ui/theme-switch';
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '../../../lib/create-store.ts';

/**
 * The boot script has already applied the stored choice before the first paint (an invalid one
 * reads as light), so the page is the source of truth. A server-rendered page cannot see this
 * browser's choice: it shows light until the page hydrates.
 */
const schemeStore = createStore<ThemeValue>(
  typeof document === 'undefined' ? 'light' : toThemeValue(document.documentElement.dataset.theme),
  'light',
);

/** Light/dark (spec §2 Header top), remembered on this device. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const scheme = useStore(schemeStore);
  return (
    <ThemeSwitch
      size="sm"
      label={t('header.dark_mode')}
      value={scheme}
      onChange={(next) => {
        applyScheme(next);
        schemeStore.set(next);
      }}
    />
  );
}
