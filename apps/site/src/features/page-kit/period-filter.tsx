import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { useState, type ChangeEvent } from 'react';
import { ChoiceChips, type Choice } from './choice-chips.tsx';
import { dayRange, formatDay, presetRange, type DatePreset, type DateRange } from './date-range.ts';

/**
 * Spec §9's presets that look back: a record holds what has happened, so the next 7 or 30 days
 * would always be empty.
 */
const recordPresets = ['past7', 'past30'] as const satisfies readonly DatePreset[];

export type Period = (typeof recordPresets)[number] | 'custom';

/** A record page's period: spec §9's presets or days of the member's own, and the range it means. */
export function usePeriod(initial: Period = 'past7') {
  const [period, setPeriod] = useState<Period>(initial);
  // The presets are counted from the day the page opened, so paging never shifts the range.
  const [today] = useState(() => new Date());
  const [custom, setCustom] = useState(() => {
    const week = presetRange('past7', today);
    return { from: formatDay(week.from), to: formatDay(week.to) };
  });
  const customRange = dayRange(custom.from, custom.to);
  // Its ends are numbers: a record's cache key, stable while the days are. Null: no valid range yet.
  const range: DateRange | null =
    period === 'custom' ? ('range' in customRange ? customRange.range : null) : presetRange(period, today);
  const problem = 'problem' in customRange ? customRange.problem : null;
  return { period, setPeriod, custom, setCustom, range, problem };
}

/**
 * The filter's words, from the page's namespace: `period`, `periods.<preset or custom>`, `from`,
 * `to`, `day_missing` and `range_reversed` (e.g. `(key) => t(`record.${key}`)`).
 */
export type PeriodLabel = (key: string) => string;

/**
 * The period chips and, for a range of the member's own, its two day fields with what is wrong
 * with them. `onChange`, where given, runs on every change (a paged record goes back to its first
 * page); a page whose query follows `state.range` alone needs none.
 */
export function PeriodFilter({
  state,
  label,
  onChange,
}: {
  state: ReturnType<typeof usePeriod>;
  label: PeriodLabel;
  onChange?: () => void;
}) {
  const { period, setPeriod, custom, setCustom, problem } = state;
  const periods: Choice<Period>[] = [...recordPresets, 'custom' as const].map((value) => ({
    value,
    label: label(`periods.${value}`),
  }));
  const setDay = (end: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => {
    setCustom((current) => ({ ...current, [end]: event.target.value }));
    onChange?.();
  };
  return (
    <>
      <ChoiceChips
        name="period"
        wrap
        label={label('period')}
        choices={periods}
        selected={period}
        onChoose={(value) => {
          setPeriod(value);
          onChange?.();
        }}
      />
      {period === 'custom' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={label('from')} error={problem === 'from-missing' ? label('day_missing') : undefined}>
            <Input type="date" value={custom.from} onChange={setDay('from')} />
          </Field>
          <Field
            label={label('to')}
            error={
              problem && problem !== 'from-missing'
                ? label(problem === 'reversed' ? 'range_reversed' : 'day_missing')
                : undefined
            }
          >
            <Input type="date" value={custom.to} onChange={setDay('to')} />
          </Field>
        </div>
      )}
    </>
  );
}
