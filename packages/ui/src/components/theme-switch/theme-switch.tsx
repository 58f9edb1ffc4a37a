import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { MoonIcon } from '../../icons/moon.ts';
import { SunIcon } from '../../icons/sun.ts';

export type ThemeValue = 'light' | 'dark';

/** Reads a stored preference: anything but "dark" (missing, stale, tampered) means light. */
export function toThemeValue(stored: unknown): ThemeValue {
  return stored === 'dark' ? 'dark' : 'light';
}

export const themeSwitchVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-between rounded-full border border-input bg-muted',
    'text-muted-foreground transition-colors outline-none',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
    'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-6 w-11 px-1 [&_svg]:size-3',
        md: 'h-8 w-15 px-1.5 [&_svg]:size-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// The thumb slides towards the inline end; in right-to-left text that is leftwards.
const thumbVariants = cva(
  [
    'pointer-events-none absolute start-0.5 top-1/2 flex -translate-y-1/2 items-center justify-center rounded-full',
    'bg-background text-foreground shadow-sm transition-transform duration-200 motion-reduce:transition-none',
  ],
  {
    variants: {
      size: {
        sm: 'size-4.5 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
        md: 'size-6.5 data-[state=checked]:translate-x-7 rtl:data-[state=checked]:-translate-x-7',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ThemeSwitchProps = Omit<
  ComponentPropsWithRef<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> &
  VariantProps<typeof themeSwitchVariants> & {
    /** The switch's name; it is on when the dark theme is, e.g. "Dark mode". */
    label: string;
    value?: ThemeValue;
    defaultValue?: ThemeValue;
    onChange?: (value: ThemeValue) => void;
  };

/** A light/dark switch (role="switch", checked when dark). */
export function ThemeSwitch({
  className,
  size,
  label,
  value: valueProp,
  defaultValue = 'light',
  onChange,
  onClick,
  ...props
}: ThemeSwitchProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState<ThemeValue>(defaultValue);
  const value = valueProp ?? uncontrolledValue;
  const dark = value === 'dark';
  const state = dark ? 'checked' : 'unchecked';

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={label}
      data-slot="theme-switch"
      data-size={size ?? 'md'}
      data-state={state}
      className={cn(themeSwitchVariants({ size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const next: ThemeValue = dark ? 'light' : 'dark';
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      {...props}
    >
      <SunIcon aria-hidden="true" />
      <MoonIcon aria-hidden="true" />
      <span data-slot="theme-switch-thumb" data-state={state} className={thumbVariants({ size })}>
        {dark ? <MoonIcon aria-hidden="true" /> : <SunIcon aria-hidden="true" />}
      </span>
    </button>
  );
}
