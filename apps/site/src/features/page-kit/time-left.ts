import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time now, again every minute: a deadline counted in minutes needs no finer tick. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** "in 6 days", "in 3 hours", "in 12 minutes" in the member's language; null once it has passed. */
export function timeLeft(ms: number, tag: string): string | null {
  if (ms <= 0) return null;
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'always' });
  if (ms >= DAY) return format.format(Math.floor(ms / DAY), 'day');
  if (ms >= HOUR) return format.format(Math.floor(ms / HOUR), 'hour');
  return format.format(Math.max(1, Math.ceil(ms / MINUTE)), 'minute');
}
