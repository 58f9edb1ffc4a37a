import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { ChevronDownIcon } from '../../icons/chevron-down.ts';
import { GlobeIcon } from '../../icons/globe.ts';

/** A language the brand offers. */
export interface Language {
  /** The site's language code, e.g. "EN", "VI"; also used as the lang attribute, lower-cased. */
  code: string;
  /** The language's name in that language ("Tiếng Việt"), so every reader finds their own. */
  label: string;
}

export const languageMenuVariants = cva('gap-1.5 [&_svg]:size-4 [&_svg]:shrink-0', {
  variants: {
    variant: {
      /** Globe and the language's name. */
      label: '',
      /** Globe and the language code, for a crowded header on a phone. */
      code: 'uppercase tabular-nums',
    },
    size: {
      sm: 'h-8 px-2',
      md: 'h-10 px-3',
    },
  },
  defaultVariants: { variant: 'label', size: 'md' },
});

export type LanguageMenuProps = Omit<ComponentPropsWithRef<'button'>, 'value' | 'onChange' | 'children' | 'dir'> &
  VariantProps<typeof languageMenuVariants> & {
    languages: readonly Language[];
    /** The current language's code. */
    value: string;
    /** Called with the chosen code when it differs from the current one. */
    onChange: (code: string) => void;
    /** What the menu chooses, e.g. "Language"; names the button and heads the list. */
    label: string;
    /** Reading direction of the current language; the menu mirrors in right-to-left. */
    dir?: 'ltr' | 'rtl';
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** False leaves the rest of the page interactive while the menu is open. */
    modal?: boolean;
  };

// Site codes may be written ZH_CN; the lang attribute wants BCP 47 (zh-cn).
const langAttribute = (code: string) => code.toLowerCase().replaceAll('_', '-');

export function LanguageMenu({
  className,
  variant,
  size,
  languages,
  value,
  onChange,
  label,
  dir,
  open,
  defaultOpen,
  onOpenChange,
  modal,
  ...props
}: LanguageMenuProps) {
  const current = languages.find((language) => language.code === value);
  const variantName = variant ?? 'label';
  return (
    <DropdownMenu dir={dir} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button
          data-slot="language-menu"
          data-variant={variantName}
          data-size={size ?? 'md'}
          variant="ghost"
          className={cn(languageMenuVariants({ variant, size }), className)}
          {...props}
        >
          <GlobeIcon aria-hidden="true" />
          <span className="sr-only">{label}</span>
          {current && (
            <span lang={langAttribute(current.code)}>{variantName === 'code' ? current.code : current.label}</span>
          )}
          <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="language-menu-content" align="end" className="min-w-44">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={value}
          // Choosing the language already shown changes nothing, so it reports nothing.
          onValueChange={(code) => code !== value && onChange(code)}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem
              key={language.code}
              value={language.code}
              lang={langAttribute(language.code)}
              data-slot="language-menu-item"
            >
              {language.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
