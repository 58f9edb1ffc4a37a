import type { TeamOverview } from '@lobbykit/platform/endpoints/agent';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import type { Money } from '../../member-centre/money/use-money.ts';

const counts = ['teamSize', 'directMembers', 'newMembers', 'activeMembers', 'bets'] as const;
const amounts = ['deposits', 'withdrawals', 'validBet', 'teamBalance'] as const;
export const figureKeys = [...counts, ...amounts, 'profitLoss'] as const;

/** A signed amount: the minus sign written out, green for a gain and red for a loss. */
export function SignedAmount({ amount, money }: { amount: number; money: Money }) {
  const cents = money.cents(amount);
  return (
    <span className={cn('tabular-nums', cents > 0 && 'text-success', cents < 0 && 'text-destructive')}>
      {cents < 0 ? '−' : cents > 0 ? '+' : ''}
      {money.format(Math.abs(cents))}
    </span>
  );
}

/** The team's figures as cards: two columns on a phone, more as the panel widens. */
export function FigureCards({ overview, money }: { overview: TeamOverview; money: Money }) {
  const { t } = useTranslation('agent-team');
  const { tag } = useLanguage();
  const count = new Intl.NumberFormat(tag);
  const value = (key: (typeof figureKeys)[number]) => {
    if (key === 'profitLoss') return <SignedAmount amount={overview.profitLoss} money={money} />;
    if ((counts as readonly string[]).includes(key)) return count.format(overview[key]);
    return money.format(money.cents(overview[key]));
  };
  return (
    <dl data-slot="team-figures" className="grid grid-cols-2 gap-2 @lg:grid-cols-3 @3xl:grid-cols-5">
      {figureKeys.map((key) => (
        <div
          key={key}
          data-figure={key}
          className="grid min-w-0 gap-1 rounded-xl border border-border bg-card p-3 text-card-foreground"
        >
          <dt className="text-xs text-muted-foreground">{t(`overview.figures.${key}`)}</dt>
          <dd className="truncate text-base font-semibold tabular-nums sm:text-lg">{value(key)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FigureCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-2 @lg:grid-cols-3 @3xl:grid-cols-5">
      {figureKeys.map((key) => (
        <div key={key} className="grid gap-2 rounded-xl border border-border bg-card p-3">
          <Skeleton variant="text" className="w-20" />
          <Skeleton variant="text" className="h-5 w-24" />
        </div>
      ))}
    </div>
  );
}
