import { ledgerTypes } from '@lobbykit/platform/endpoints/wallet';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips, type Choice } from '../../page-kit/choice-chips.tsx';
import { PeriodFilter, usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { useMoney, type Money } from '../money/use-money.ts';
import { LedgerRecordView } from './ledger-record-view.tsx';
import { useTransactions, type LedgerType } from './use-transactions.ts';

/** Loaded with the page: its own strings and the load error's. */
const pageNamespaces = ['member-money', 'pages'];

type TypeChoice = LedgerType | 'all';

/**
 * Account record (spec §2 `transactionHistory`): every movement of the member's money, newest
 * first, for a period (spec §9's presets or days of the member's own) and a type, a page at a
 * time, with what came in, went out and the difference over the whole period.
 */
export default function AccountRecordPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const periodState = usePeriod();
  const [type, setType] = useState<TypeChoice>('all');
  const [page, setPage] = useState(1);
  const { range } = periodState;

  const types: Choice<TypeChoice>[] = (['all', ...ledgerTypes] as const).map((value) => ({
    value,
    label: t(`record.types.${value.replace('-', '_')}`),
  }));
  const choose =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  return (
    <div data-slot="account-record" className="grid gap-4">
      <section
        aria-label={t('record.filters')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <PeriodFilter state={periodState} label={(key) => t(`record.${key}`)} onChange={() => setPage(1)} />
        <ChoiceChips
          wrap
          name="type"
          label={t('record.type')}
          choices={types}
          selected={type}
          onChoose={choose(setType)}
        />
      </section>
      {range ? (
        <Ledger money={money} query={{ range, type: type === 'all' ? null : type, page }} onPage={setPage} />
      ) : (
        <EmptyState
          icon={ReceiptTextIcon}
          title={t('record.range_needed_title')}
          description={t('record.range_needed_description')}
        />
      )}
    </div>
  );
}

function Ledger({
  money,
  query,
  onPage,
}: {
  money: Money;
  query: Parameters<typeof useTransactions>[0];
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(pageNamespaces);
  return (
    <LedgerRecordView
      query={useTransactions(query)}
      money={money}
      labels={{
        loading: t('record.loading'),
        loadFailed: t('record.load_failed'),
        emptyTitle: t('record.empty_title'),
        emptyDescription: t('record.empty_description'),
        list: (count) => t('record.list', { count }),
      }}
      page={query.page}
      onPage={onPage}
    />
  );
}
