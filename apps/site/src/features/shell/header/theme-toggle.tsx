import { applyScheme } from '@lobbykit/theme';
import { ThemeSwitch, toThemeValue, type ThemeValue } from '@lobbykit/ui/theme-switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Light/dark (spec §2 Header top), remembered on this device. The boot script has already applied
 * the stored choice before the first paint (an invalid one reads as light), so the page is the
 * source of truth here.
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const [scheme, setScheme] = useState<ThemeValue>(() => toThemeValue(document.documentElement.dataset.theme));
  return (
    <ThemeSwitch
      size="sm"
      label={t('header.dark_mode')}
      value={scheme}
      onChange={(next) => {
        applyScheme(next);
        setScheme(next);
      }}
    />
  );
}
