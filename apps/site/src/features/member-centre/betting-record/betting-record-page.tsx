import { useTranslation } from 'react-i18next';
import { useMoney } from '../money/use-money.ts';
import { BetRecordScreen } from './bet-record-screen.tsx';
import { BetRecordView } from './bet-record-view.tsx';
import { useBets, type BetQuery } from './use-bets.ts';

/** Loaded with the page: its own strings and the pager's. */
const pageNamespaces = ['member-bets', 'pages'];

/**
 * Betting record (spec §2 `personalHistoryCopy`): the member's bets, newest first, for a period
 * (spec §9's presets or days of the member's own), a game type, a vendor and a status, a page at a
 * time, with the totals of everything the filters match and each bet's details.
 */
export default function BettingRecordPage() {
  useTranslation(pageNamespaces);
  return <BetRecordScreen slot="betting-record" record={(query, onPage) => <Bets query={query} onPage={onPage} />} />;
}

function Bets({ query, onPage }: { query: BetQuery; onPage: (page: number) => void }) {
  const { t } = useTranslation(pageNamespaces);
  return (
    <BetRecordView
      query={useBets(query)}
      money={useMoney()}
      labels={{
        loading: t('record.loading'),
        loadFailed: t('record.load_failed'),
        emptyTitle: t('record.empty_title'),
        emptyDescription: t('record.empty_description'),
      }}
      page={query.page}
      onPage={onPage}
    />
  );
}
