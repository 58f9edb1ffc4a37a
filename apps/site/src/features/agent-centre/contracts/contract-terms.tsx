import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import { cn } from '@lobbykit/ui/lib/cn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { formatDate } from '../../page-kit/format.ts';
import { useMoney } from '../../member-centre/money/use-money.ts';

/** A rate as the member reads it: up to two decimals (1.5%, not 1.50%), in their language, with a percent sign. */
export function useFormatRate() {
  const { tag } = useLanguage();
  const { t } = useTranslation('agent-contracts');
  return (rate: number) =>
    t('terms.rate_value', { rate: new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(rate) });
}

const statusTone: Record<string, string> = {
  offered: 'border-primary text-foreground',
  active: 'border-success text-foreground',
  terminating: 'border-destructive text-foreground',
};

/** A contract's status in words, outlined by how it stands (the words carry it; the colour only helps). */
export function ContractStatus({ status }: { status: string }) {
  const { t } = useTranslation('agent-contracts');
  return (
    <span
      data-slot="contract-status"
      data-status={status}
      className={cn(
        'inline-flex h-6 items-center rounded-full border px-2 text-xs font-medium whitespace-nowrap',
        statusTone[status] ?? 'border-border text-muted-foreground',
      )}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/**
 * One contract: who offered it to whom, its terms (spec §5: rate, active members, valid bet,
 * period), its status and, below, what the member may do with it.
 */
export function ContractCard({ contract, title, actions }: { contract: Contract; title: string; actions?: ReactNode }) {
  const { t } = useTranslation('agent-contracts');
  const money = useMoney();
  const formatRate = useFormatRate();
  const terms = [
    { key: 'rate', label: t('terms.rate'), value: formatRate(contract.rate) },
    { key: 'active', label: t('terms.active_members'), value: String(contract.activeMembers) },
    { key: 'bet', label: t('terms.valid_bet'), value: money.format(money.cents(contract.validBet)) },
    { key: 'period', label: t('terms.period'), value: t(`periods.${contract.period}`) },
  ];
  return (
    <article
      data-slot="contract-card"
      data-contract-id={String(contract.contractId)}
      aria-label={title}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="min-w-0 text-sm font-semibold">{title}</h4>
        <ContractStatus status={contract.status} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {terms.map((term) => (
          <div key={term.key} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{term.label}</dt>
            <dd className="font-semibold tabular-nums">{term.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {t('terms.since', { date: formatDate(contract.createdAt) })}
        {contract.status === 'terminating' && contract.terminationRequestedBy
          ? ` · ${t('terms.end_asked_by', { name: contract.terminationRequestedBy })}`
          : ''}
      </p>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
