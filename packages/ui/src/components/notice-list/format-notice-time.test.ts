import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNoticeTime } from './format-notice-time.ts';

describe('formatNoticeTime', () => {
  it('shows an instant as YYYY-MM-DD HH:mm:ss in the given zone', () => {
    const instant = Date.UTC(2025, 2, 4, 18, 5, 9);
    expect(formatNoticeTime(instant, 'UTC')).toBe('2025-03-04 18:05:09');
    expect(formatNoticeTime(instant, 'Asia/Manila')).toBe('2025-03-05 02:05:09');
    expect(formatNoticeTime(new Date(instant), 'UTC')).toBe('2025-03-04 18:05:09');
    expect(formatNoticeTime(String(instant), 'UTC')).toBe('2025-03-04 18:05:09');
    expect(formatNoticeTime('2025-03-04T18:05:09Z', 'Asia/Manila')).toBe('2025-03-05 02:05:09');
  });

  it('uses a 24-hour clock with midnight as 00', () => {
    expect(formatNoticeTime(Date.UTC(2025, 0, 1, 0, 0, 0), 'UTC')).toBe('2025-01-01 00:00:00');
    expect(formatNoticeTime(Date.UTC(2025, 0, 1, 23, 59, 59), 'UTC')).toBe('2025-01-01 23:59:59');
  });

  it('keeps a zone-less wall-clock time, only padding it', () => {
    expect(formatNoticeTime('2025-03-04 02:00:00', 'UTC')).toBe('2025-03-04 02:00:00');
    expect(formatNoticeTime('2025-3-4 2:00', 'Asia/Tokyo')).toBe('2025-03-04 02:00:00');
    expect(formatNoticeTime(' 2025-03-04T02:00:07 ')).toBe('2025-03-04 02:00:07');
  });

  it('returns unreadable input unchanged', () => {
    expect(formatNoticeTime('yesterday')).toBe('yesterday');
    expect(formatNoticeTime(Number.NaN)).toBe('');
  });

  it('always yields the pattern and round-trips in UTC', () => {
    const min = Date.UTC(1970, 0, 1);
    const max = Date.UTC(9999, 11, 31, 23, 59, 59);
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        const shown = formatNoticeTime(ms, 'UTC');
        expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(Date.parse(`${shown.replace(' ', 'T')}Z`)).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});
