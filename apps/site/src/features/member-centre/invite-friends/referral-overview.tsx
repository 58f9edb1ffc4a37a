import type { ReferralRules } from '@lobbykit/platform/endpoints/referral';
import { useTranslation } from 'react-i18next';
import { cn } from '@lobbykit/ui/lib/cn';
import type { Money } from '../money/use-money.ts';

interface Totals {
  invited: number;
  deposited: number;
  active: number;
  earned: number;
}

/** The brand's rule in words: what a friend must deposit, what the member gets, who is active. */
export function ReferralRulesCard({ rules, money }: { rules: ReferralRules; money: Money }) {
  const { t } = useTranslation('member-referral');
  return (
    <section
      aria-labelledby="referral-rules-heading"
      data-slot="referral-rules"
      className="grid gap-2 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground"
    >
      <h2 id="referral-rules-heading" className="text-base font-semibold">
        {t('rules.heading')}
      </h2>
      <ul className="grid list-disc gap-1 ps-5 text-pretty">
        <li>
          {t('rules.reward', {
            threshold: money.format(money.cents(rules.qualifyingDeposit)),
            reward: money.format(money.cents(rules.rewardPerFriend)),
          })}
        </li>
        <li>{t('rules.paid')}</li>
        <li>{t('rules.active', { days: rules.activeDays })}</li>
      </ul>
    </section>
  );
}

/** How many friends the code brought, how far they went, and what the member earned in all. */
export function ReferralTotals({ totals, money }: { totals: Totals; money: Money }) {
  const { t } = useTranslation('member-referral');
  const items = [
    { key: 'invited', value: String(totals.invited) },
    { key: 'deposited', value: String(totals.deposited) },
    { key: 'active', value: String(totals.active) },
    { key: 'earned', value: money.format(money.cents(totals.earned)), tone: 'text-success' },
  ];
  return (
    <section aria-labelledby="referral-totals-heading" className="grid gap-2">
      <h2 id="referral-totals-heading" className="sr-only">
        {t('totals.heading')}
      </h2>
      <dl
        data-slot="referral-totals"
        className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-card p-3 text-card-foreground sm:grid-cols-4"
      >
        {items.map((item) => (
          <div key={item.key} className="grid min-w-0 gap-0.5 text-center">
            <dt className="truncate text-xs text-muted-foreground">{t(`totals.${item.key}`)}</dt>
            <dd className={cn('truncate text-base font-semibold tabular-nums', item.tone)}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
