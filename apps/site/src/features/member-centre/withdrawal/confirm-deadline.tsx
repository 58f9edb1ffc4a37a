import { ClockIcon } from '@lobbykit/ui/icons/clock';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { timeLeft, useMinuteClock } from '../../page-kit/time-left.ts';

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
