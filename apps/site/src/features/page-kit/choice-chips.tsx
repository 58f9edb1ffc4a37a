import { cn } from '@lobbykit/ui/lib/cn';
import { memo, useId } from 'react';

export interface Choice<Value> {
  value: Value;
  label: string;
}

export interface ChoiceChipsProps<Value> {
  /** Names the group ("Minimum bet"). */
  label: string;
  choices: readonly Choice<Value>[];
  selected: Value;
  onChoose: (value: Value) => void;
  /** Names the group for tests and styling hooks. */
  name: string;
  /**
   * Wraps the chips onto more lines instead of scrolling them sideways: for a filter panel, where
   * a chip cut at the edge of a phone would hide its label and the row's other choices.
   */
  wrap?: boolean;
}

/**
 * A row of pressable chips for one filter: every option is one press away (six minimum bets, six
 * game types), which a menu would hide. Scrolls sideways on a phone (a strip over the lobby), or
 * wraps (`wrap`).
 */
function ChoiceChipsImpl<Value>({ label, choices, selected, onChoose, name, wrap = false }: ChoiceChipsProps<Value>) {
  const labelId = useId();
  return (
    <div data-slot="choice-chips" data-name={name} className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        data-wrap={wrap || undefined}
        className={cn('-mx-1 flex gap-1.5 px-1 py-1', wrap ? 'flex-wrap' : 'overflow-x-auto')}
      >
        {choices.map((choice) => (
          <button
            key={String(choice.value)}
            type="button"
            aria-pressed={choice.value === selected}
            onClick={() => onChoose(choice.value)}
            className={cn(
              'h-8 shrink-0 cursor-pointer rounded-full border border-input bg-background px-3 text-sm font-medium whitespace-nowrap text-foreground transition-colors outline-none',
              'hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring',
              'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export const ChoiceChips = memo(ChoiceChipsImpl) as typeof ChoiceChipsImpl;
