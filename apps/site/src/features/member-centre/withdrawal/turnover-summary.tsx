import type { ResponseOf } from '@lobbykit/platform';
import type { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { useTranslation } from 'react-i18next';
import { percentDone, ProgressBar } from '../../page-kit/progress-bar.tsx';
import type { Money } from '../money/use-money.ts';

export type WithdrawalRequirements = ResponseOf<(typeof walletEndpoints)['withdrawalRequirements']>;

/**
 * Where the member stands before asking for money: the balance, the turnover still to play (with
 * how much of it is done) and the requests left today.
 */
export function TurnoverSummary({ requirements, money }: { requirements: WithdrawalRequirements; money: Money }) {
  const { t } = useTranslation('member-withdrawal');
  const required = money.cents(requirements.turnoverRequired);
  const done = Math.min(money.cents(requirements.turnoverDone), required);
  const remaining = money.cents(requirements.turnoverRemaining);
  const percent = percentDone(done, required);
  const items = [
    { key: 'balance', label: t('summary.balance'), value: money.format(money.cents(requirements.sumBalance)) },
    { key: 'left', label: t('summary.requests_left'), value: String(requirements.requestsLeftToday) },
  ];
  return (
    <div data-slot="withdrawal-summary" className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2">
        {items.map((item) => (
          <div key={item.key} className="grid min-w-0 gap-0.5 rounded-lg bg-muted px-3 py-2">
            <dt className="truncate text-xs text-muted-foreground">{item.label}</dt>
            <dd className="truncate font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      <div data-slot="turnover" data-owed={remaining > 0 || undefined} className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{t('summary.turnover')}</span>
          <span className="text-muted-foreground tabular-nums">
            {required > 0 ? `${percent}%` : t('summary.turnover_none_short')}
          </span>
        </div>
        <ProgressBar
          label={t('summary.turnover_progress')}
          percent={percent}
          valueText={t('summary.turnover_progress_value', {
            done: money.format(done),
            required: money.format(required),
          })}
        />
        {required > 0 ? (
          <dl className="grid grid-cols-3 gap-2 text-center text-xs">
            {[
              { key: 'required', label: t('summary.turnover_required'), cents: required },
              { key: 'done', label: t('summary.turnover_done'), cents: done },
              { key: 'remaining', label: t('summary.turnover_remaining'), cents: remaining },
            ].map((item) => (
              <div key={item.key} data-slot={`turnover-${item.key}`} className="grid min-w-0 gap-0.5">
                <dt className="truncate text-muted-foreground">{item.label}</dt>
                <dd className="truncate text-sm font-semibold tabular-nums">{money.format(item.cents)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('summary.turnover_none')}</p>
        )}
      </div>
    </div>
  );
}
