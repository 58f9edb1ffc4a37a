import { ledgerTypes } from '@lobbykit/platform/endpoints/wallet';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerRecordView } from '../../member-centre/account-record/ledger-record-view.tsx';
import type { LedgerType } from '../../member-centre/account-record/use-transactions.ts';
import { useMoney, type Money } from '../../member-centre/money/use-money.ts';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { PeriodFilter, usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { UsernameFilter } from '../report-kit/username-filter.tsx';
import { useTeamTransactions, type TeamTransactionQuery } from './use-team-transactions.ts';

/** Its own strings, the account record's (types, kinds, totals) and the pager's. */
const pageNamespaces = ['agent-reports', 'member-money', 'pages'];

type TypeChoice = LedgerType | 'all';

/**
 * Transaction details (spec §2 agent centre): the money movements of the agent and of their
 * downline, newest first, for a period, a type (the account record's) and a username, a page at
 * a time, with what came in, went out and the difference. Each line is the account record's,
 * naming whose it is.
 */
export default function TransactionsPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const period = usePeriod();
  const [type, setType] = useState<TypeChoice>('all');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const firstPage =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  return (
    <div data-slot="agent-transactions" className="grid min-w-0 gap-4">
      <section
        aria-label={t('filters.label')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <PeriodFilter
          state={period}
          label={(key) => t(`record.${key}`, { ns: 'member-money' })}
          onChange={() => setPage(1)}
        />
        <UsernameFilter value={username} onSearch={firstPage(setUsername)} />
        <ChoiceChips
          name="type"
          wrap
          label={t('record.type', { ns: 'member-money' })}
          choices={(['all', ...ledgerTypes] as const).map((value) => ({
            value,
            label: t(`record.types.${value.replace('-', '_')}`, { ns: 'member-money' }),
          }))}
          selected={type}
          onChoose={firstPage(setType)}
        />
      </section>
      {period.range ? (
        <TeamLedger
          money={money}
          query={{ range: period.range, type: type === 'all' ? null : type, username, page }}
          onPage={setPage}
        />
      ) : (
        <EmptyState
          icon={ReceiptTextIcon}
          title={t('record.range_needed_title', { ns: 'member-money' })}
          description={t('transactions.range_needed_description')}
        />
      )}
    </div>
  );
}

function TeamLedger({
  money,
  query,
  onPage,
}: {
  money: Money;
  query: TeamTransactionQuery;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(pageNamespaces);
  return (
    <LedgerRecordView
      query={useTeamTransactions(query)}
      money={money}
      labels={{
        loading: t('transactions.loading'),
        loadFailed: t('transactions.load_failed'),
        emptyTitle: t('transactions.empty_title'),
        emptyDescription: t('transactions.empty_description'),
        list: (count) => t('transactions.list', { count }),
      }}
      page={query.page}
      onPage={onPage}
      owner={(entry) => entry.username}
    />
  );
}
