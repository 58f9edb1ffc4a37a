import { Button } from '@lobbykit/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../../app/brand.ts';
import { languages } from '../../../app/languages.ts';
import { ChevronDownIcon, GlobeIcon } from '../icons/frame-icons.tsx';
import { useLanguage } from '../use-language.ts';
import { languageOptions, switchLanguage } from './switch-language.ts';

const loadLanguageMenu = () =>
  import('@lobbykit/ui/language-menu').then((module) => ({ default: module.LanguageMenu }));
const LanguageMenu = lazy(loadLanguageMenu);
const preload = () => void loadLanguageMenu().catch(() => undefined);

const triggerClasses = 'h-9 gap-1.5 px-2.5 [&_svg]:size-4 [&_svg]:shrink-0';

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

  const label = t('header.language');
  const plain = (
    <Button
      variant="ghost"
      data-slot="language-switch"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClasses}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setMounted(true)}
    >
      <GlobeIcon />
      <span className="sr-only">{label}</span>
      <span lang={languages[code].tag}>{code}</span>
      <ChevronDownIcon className="text-muted-foreground" />
    </Button>
  );
  if (!mounted) return plain;

  return (
    <Suspense fallback={plain}>
      <LanguageMenu
        defaultOpen
        variant="code"
        size="sm"
        className={triggerClasses}
        languages={options}
        value={code}
        onChange={(next) => {
          const option = options.find((entry) => entry.code === next);
          if (option) void switchLanguage(option.code);
        }}
        label={label}
        dir={languages[code].dir}
      />
    </Suspense>
  );
}
