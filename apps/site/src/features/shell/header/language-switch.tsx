import { Button } from '@lobbykit/ui/button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../../core/brand.ts';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';
import { languages } from '../../../core/i18n/languages.ts';
import { ChevronDownIcon } from '@lobbykit/ui/icons/chevron-down';
import { GlobeIcon } from '@lobbykit/ui/icons/globe';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { languageOptions, switchLanguage } from './switch-language.ts';

const LanguageMenu = lazyComponent(() => import('@lobbykit/ui/language-menu'), 'LanguageMenu');

/**
 * On a phone the chevron gives way, so the header's one row holds the long packs' log-in and
 * register buttons (Arabic, Tamil, German); the globe and the code still say what the button is.
 */
const triggerClasses =
  'h-9 gap-1.5 px-2.5 [&_svg]:size-4 [&_svg]:shrink-0 max-sm:gap-1 max-sm:px-2 max-sm:[&>svg:last-child]:hidden';

/**
 * The header's language dropdown. Until it is first used it is a plain button that looks the same;
 * pressing it fetches the menu (Radix) and opens it, so the page never pays for it up front.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { code } = useLanguage();
  const [mounted, setMounted] = useState(false);
  const options = languageOptions(currentBrand().languages);
  if (options.length < 2) return null;
  const shown = options.find((option) => option.code === code)?.menuCode ?? code;

  const label = t('header.language');
  const plain = (
    <Button
      variant="ghost"
      data-slot="language-switch"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClasses}
      onPointerEnter={LanguageMenu.preload}
      onFocus={LanguageMenu.preload}
      onClick={() => setMounted(true)}
    >
      <GlobeIcon />
      <span className="sr-only">{label}</span>
      <span lang={languages[code].tag}>{shown}</span>
      <ChevronDownIcon className="text-muted-foreground" />
    </Button>
  );
  if (!mounted) return plain;

  return (
    <ErrorBoundary variant="inline" onRetry={LanguageMenu.reset}>
      <Suspense fallback={plain}>
        <LanguageMenu
          defaultOpen
          // Not modal, like the account menu: nothing else on the page is hidden while it is open.
          modal={false}
          variant="code"
          size="sm"
          className={triggerClasses}
          languages={options.map((option) => ({ code: option.menuCode, label: option.label }))}
          value={shown}
          onChange={(next) => {
            const option = options.find((entry) => entry.menuCode === next);
            if (option) void switchLanguage(option.code);
          }}
          label={label}
          dir={languages[code].dir}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
