import { describe, expect, it } from 'vitest';
import { dayRange, formatDay, parseDay, presetRange } from './date-range.ts';

/** 15 March 2026, mid-afternoon, local time. */
const now = new Date(2026, 2, 15, 15, 30);
const day = (year: number, month: number, date: number, ...time: number[]) =>
  new Date(year, month - 1, date, ...time).getTime();

describe('date ranges', () => {
  it('counts the past presets back from today, today included, whole days', () => {
    expect(presetRange('past7', now)).toEqual({ from: day(2026, 3, 9), to: day(2026, 3, 15, 23, 59, 59, 999) });
    expect(presetRange('past30', now)).toEqual({ from: day(2026, 2, 14), to: day(2026, 3, 15, 23, 59, 59, 999) });
  });

  it('counts the next presets forward from today, across a month end', () => {
    expect(presetRange('next7', now)).toEqual({ from: day(2026, 3, 15), to: day(2026, 3, 21, 23, 59, 59, 999) });
    expect(presetRange('next30', now)).toEqual({ from: day(2026, 3, 15), to: day(2026, 4, 13, 23, 59, 59, 999) });
  });

  it('reads the date field’s days and refuses what is not a day', () => {
    expect(parseDay('2026-02-28')?.getTime()).toBe(day(2026, 2, 28));
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay('15/03/2026')).toBeNull();
    expect(formatDay(day(2026, 1, 5, 22))).toBe('2026-01-05');
  });

  it('takes a range of whole days, one day long too, and names what is wrong with another', () => {
    expect(dayRange('2026-03-01', '2026-03-01')).toEqual({
      range: { from: day(2026, 3, 1), to: day(2026, 3, 1, 23, 59, 59, 999) },
    });
    expect(dayRange('', '2026-03-01')).toEqual({ problem: 'from-missing' });
    expect(dayRange('2026-03-01', '')).toEqual({ problem: 'to-missing' });
    expect(dayRange('2026-03-02', '2026-03-01')).toEqual({ problem: 'reversed' });
  });
});
