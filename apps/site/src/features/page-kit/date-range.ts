/**
 * The date ranges a record page filters by (spec §9: presets for the past and the next 7 or 30
 * days, and a range of the member's own). Days are the member's local days: a range runs from the
 * first moment of its first day to the last moment of its last, both included.
 */
export const datePresets = ['past7', 'past30', 'next7', 'next30'] as const;
export type DatePreset = (typeof datePresets)[number];

/** Epoch milliseconds, both ends included. */
export interface DateRange {
  from: number;
  to: number;
}

const presetDays: Record<DatePreset, { days: number; forward: boolean }> = {
  past7: { days: 7, forward: false },
  past30: { days: 30, forward: false },
  next7: { days: 7, forward: true },
  next30: { days: 30, forward: true },
};

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A preset's days counted from today: today and the six before it, or today and the six after. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  const { days, forward } = presetDays[preset];
  const first = forward ? now : addDays(now, -(days - 1));
  const last = forward ? addDays(now, days - 1) : now;
  return { from: startOfDay(first).getTime(), to: endOfDay(last).getTime() };
}

/** A `yyyy-mm-dd` day as the date field gives it, read as the member's local day; null when not a day. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/** A day as the date field writes it. */
export function formatDay(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type DayRangeProblem = 'from-missing' | 'to-missing' | 'reversed';

/** The member's own range, whole days, or what is wrong with it. */
export function dayRange(fromText: string, toText: string): { range: DateRange } | { problem: DayRangeProblem } {
  const from = parseDay(fromText);
  if (!from) return { problem: 'from-missing' };
  const to = parseDay(toText);
  if (!to) return { problem: 'to-missing' };
  if (to < from) return { problem: 'reversed' };
  return { range: { from: startOfDay(from).getTime(), to: endOfDay(to).getTime() } };
}
