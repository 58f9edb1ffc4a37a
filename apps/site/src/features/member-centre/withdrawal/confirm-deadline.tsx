import { ClockIcon } from '@lobbykit/ui/icons/clock';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { formatDateTime } from '../../page-kit/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time now, again every minute: a deadline counted in minutes needs no finer tick. */
function useMinuteClock(): number {
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

/**
 * A paid request's answer deadline, counting down, and spec §4's rule that no answer in time counts
 * as received for good.
 */
export function ConfirmDeadline({ confirmBefore, confirmMinutes }: { confirmBefore: number; confirmMinutes?: number }) {
  const { t } = useTranslation('member-withdrawal');
  const { tag } = useLanguage();
  const now = useMinuteClock();
  const left = timeLeft(confirmBefore - now, tag);
  return (
    <div data-slot="confirm-deadline" className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
      <p className="flex items-center gap-1.5 font-medium">
        <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {t('deadline.confirm_by', { time: formatDateTime(confirmBefore) })}{' '}
          {left ? t('deadline.left', { left }) : t('deadline.passed')}
        </span>
      </p>
      <p className="text-muted-foreground">
        {confirmMinutes === undefined ? t('deadline.note') : t('deadline.note_minutes', { minutes: confirmMinutes })}
      </p>
    </div>
  );
}
