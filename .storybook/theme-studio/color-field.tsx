import { parseCssColor, toHex, type ColorScheme, type ColorTokenName } from '../../packages/theme/src/index.ts';
import { memo, useId, useState } from 'react';
import { fieldClass } from './studio-styles.ts';

export interface ColorFieldProps {
  scheme: ColorScheme;
  token: ColorTokenName;
  value: string;
  /** Stable across renders, so typing in one field re-renders only that field. */
  onColorChange: (scheme: ColorScheme, token: ColorTokenName, value: string) => void;
}

/**
 * A colour picker beside a text field. The picker speaks #rrggbb; the text field takes any colour
 * a brand file may hold (oklch(), rgb(), hsl(), hex) and only passes on values that parse, so the
 * previews never show a half-typed colour.
 */
export const ColorField = memo(function ColorField({ scheme, token, value, onColorChange }: ColorFieldProps) {
  const errorId = useId();
  // Names the value for assistive technology, e.g. "primary-foreground, dark".
  const label = `${token}, ${scheme}`;
  const onChange = (next: string) => onColorChange(scheme, token, next);
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside (the picker, a different starting brand) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const parsed = parseCssColor(text);
  const current = parseCssColor(value);

  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-1.5">
        <input
          type="color"
          aria-label={`${label}, picker`}
          value={current ? toHex(current) : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-9 shrink-0 cursor-pointer rounded-md border border-input bg-background p-0.5 outline-none focus-visible:ring-3 focus-visible:ring-ring"
        />
        <input
          type="text"
          aria-label={label}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={parsed ? undefined : true}
          aria-describedby={parsed ? undefined : errorId}
          onChange={(event) => {
            setText(event.target.value);
            if (parseCssColor(event.target.value)) onChange(event.target.value.trim());
          }}
          className={`${fieldClass} w-full font-mono text-xs`}
        />
      </div>
      {!parsed && (
        <p id={errorId} className="text-xs text-destructive">
          Not a colour: use #hex, rgb(), hsl() or oklch().
        </p>
      )}
    </div>
  );
});
