import * as Popover from '@radix-ui/react-popover';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useId, useMemo, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from '../input/index.ts';
import { countryFlagUrl, filterCountries, formatDialCode, type Country } from './country-dial.ts';
import { CountryFlag } from './country-flag.tsx';
import { CheckIcon } from '../../icons/check.ts';
import { ChevronDownIcon } from '../../icons/chevron-down.ts';
import { SearchIcon } from '../../icons/search.ts';

export const countryDialSelectVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-md text-foreground transition-colors outline-none',
    'focus-visible:ring-3 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        /** On its own, beside the phone field. */
        outline: 'border border-input bg-background shadow-xs hover:bg-muted',
        /** Inside an Input's leading adornment, which already draws the box. */
        ghost: 'hover:bg-muted',
      },
      size: {
        sm: 'h-8 px-2 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
);

export type CountryDialSelectProps = Omit<
  ComponentPropsWithRef<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> &
  VariantProps<typeof countryDialSelectVariants> & {
    countries: readonly Country[];
    /** The selected country's countryCode (dialing codes are not unique: +1). */
    value?: string;
    defaultValue?: string;
    onValueChange?: (country: Country) => void;
    /** The image CDN flags are loaded from. */
    imageHost?: string;
    /** An explicit flag source per country instead of the imageHost path rule. */
    flagSrc?: (countryCode: string) => string | undefined;
    /** Names the button and the list, e.g. "Country dialing code". */
    label: string;
    /** Names the search box, e.g. "Search countries". */
    searchLabel: string;
    searchPlaceholder?: string;
    /** Shown when no country matches the search. */
    emptyMessage: string;
    /** Shown on the button before a country is chosen. */
    placeholder?: string;
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
  };

export function CountryDialSelect({
  className,
  variant,
  size,
  countries,
  value: valueProp,
  defaultValue,
  onValueChange,
  imageHost,
  flagSrc,
  label,
  searchLabel,
  searchPlaceholder,
  emptyMessage,
  placeholder = '+',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: CountryDialSelectProps) {
  const listId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [highlightedCode, setHighlightedCode] = useState<string>();
  const value = valueProp ?? uncontrolledValue;
  const open = openProp ?? uncontrolledOpen;
  const selected = countries.find((country) => country.countryCode === value);
  const matches = useMemo(() => filterCountries(countries, query), [countries, query]);
  // Until the reader moves it, the highlight rests on the current choice, else the first match.
  const highlighted =
    matches.find((country) => country.countryCode === highlightedCode) ??
    matches.find((country) => country.countryCode === value) ??
    matches[0];
  const optionId = (country: Country) => `${listId}-${country.countryCode}`;

  function flagFor(countryCode: string): string | undefined {
    if (flagSrc) return flagSrc(countryCode);
    return imageHost === undefined ? undefined : countryFlagUrl(imageHost, countryCode);
  }

  function changeOpen(next: boolean) {
    if (next) {
      // Each opening starts from the whole list with the current choice highlighted.
      setQuery('');
      setHighlightedCode(undefined);
    }
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  function choose(country: Country) {
    setUncontrolledValue(country.countryCode);
    onValueChange?.(country);
    changeOpen(false);
  }

  function moveHighlight(step: number) {
    if (matches.length === 0) return;
    const index = highlighted ? matches.indexOf(highlighted) : -1;
    const next = matches[Math.min(matches.length - 1, Math.max(0, index + step))];
    setHighlightedCode(next?.countryCode);
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Partial<Record<string, number>> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: 8,
      PageUp: -8,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveHighlight(step);
    } else if (event.key === 'Enter') {
      // Never submits the surrounding form.
      event.preventDefault();
      if (highlighted) choose(highlighted);
    }
  }

  const highlightedId = open && highlighted ? optionId(highlighted) : undefined;
  useEffect(() => {
    if (highlightedId) document.getElementById(highlightedId)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightedId]);

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-slot="country-dial-select"
          data-variant={variant ?? 'outline'}
          data-size={size ?? 'md'}
          className={cn(countryDialSelectVariants({ variant, size }), className)}
          {...props}
        >
          <span className="sr-only">{label}</span>
          {selected ? (
            <>
              <CountryFlag countryCode={selected.countryCode} src={flagFor(selected.countryCode)} alt={selected.name} />
              <span dir="ltr" className="tabular-nums">
                {formatDialCode(selected.countryDialingCode)}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">{placeholder}</span>
          )}
          <ChevronDownIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-slot="country-dial-select-content"
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 flex max-h-[min(20rem,var(--radix-popover-content-available-height))] w-72 max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-lg border border-border bg-popover p-2 text-popover-foreground shadow-md"
        >
          <Input
            data-slot="country-dial-select-search"
            size="sm"
            role="combobox"
            aria-label={searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={highlightedId}
            autoComplete="off"
            spellCheck={false}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setHighlightedCode(filterCountries(countries, event.target.value)[0]?.countryCode);
            }}
            onKeyDown={handleSearchKeyDown}
            leading={<SearchIcon aria-hidden="true" />}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            data-slot="country-dial-select-list"
            className="min-h-0 flex-1 overflow-y-auto"
          >
            {matches.map((country) => {
              const isSelected = country.countryCode === value;
              const isHighlighted = country === highlighted;
              return (
                // Keyboard use goes through the search box (aria-activedescendant); the pointer picks directly.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={country.countryCode}
                  id={optionId(country)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isSelected}
                  data-highlighted={isHighlighted ? '' : undefined}
                  data-slot="country-dial-select-option"
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm data-highlighted:bg-accent data-highlighted:text-accent-foreground"
                  onPointerMove={() => setHighlightedCode(country.countryCode)}
                  onClick={() => choose(country)}
                >
                  <CountryFlag countryCode={country.countryCode} src={flagFor(country.countryCode)} alt="" />
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  <span dir="ltr" className="text-muted-foreground tabular-nums in-data-highlighted:text-current">
                    {formatDialCode(country.countryDialingCode)}
                  </span>
                  <CheckIcon aria-hidden="true" className={cn('size-4 shrink-0', !isSelected && 'invisible')} />
                </div>
              );
            })}
          </div>
          <p
            role="status"
            data-slot="country-dial-select-empty"
            className={cn('px-2 py-4 text-center text-sm text-muted-foreground', matches.length > 0 && 'sr-only')}
          >
            {matches.length === 0 ? emptyMessage : ''}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
