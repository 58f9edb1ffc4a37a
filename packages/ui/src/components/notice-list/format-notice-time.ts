const pad = (value: string | number) => String(value).padStart(2, '0');

// "2024-05-01 09:30:00" as the platform writes local times: already wall-clock, kept as is.
const wallClock = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A notice time as year-month-day hour:minute:second (`YYYY-MM-DD HH:mm:ss`, 24-hour).
 * Accepts epoch milliseconds (number or numeric string), a Date, an ISO string with a zone, or a
 * zone-less "YYYY-MM-DD HH:mm[:ss]" that is only re-padded. Instants are shown in `timeZone`
 * (an IANA name; the reader's own zone when left out). Unreadable input is returned unchanged.
 */
export function formatNoticeTime(time: string | number | Date, timeZone?: string): string {
  let instant: number | Date | string = time;
  if (typeof time === 'string') {
    const trimmed = time.trim();
    const wall = wallClock.exec(trimmed);
    if (wall) {
      const [, year, month, day, hour, minute, second = '0'] = wall;
      return `${year}-${pad(month!)}-${pad(day!)} ${pad(hour!)}:${minute}:${pad(second)}`;
    }
    instant = /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  }
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return typeof time === 'string' ? time : '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
