import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetRecordScreen } from '../../member-centre/betting-record/bet-record-screen.tsx';
import { BetRecordView } from '../../member-centre/betting-record/bet-record-view.tsx';
import { useMoney } from '../../member-centre/money/use-money.ts';
import { UsernameFilter } from '../report-kit/username-filter.tsx';
import { useTeamBets, type TeamBetQuery } from './use-team-bets.ts';

/** Its own strings, the betting record's (filters, list, details) and the pager's. */
const pageNamespaces = ['agent-reports', 'member-bets', 'pages'];

/**
 * Team betting (spec §2 agent centre): the bets of the agent's downline, newest first, filtered
 * as the member's betting record is (period, game type, vendor, status) and by a username, a page
 * at a time with the totals of everything the filters match. The screen is the betting record's,
 * naming whose bet each is in the list and in its details.
 */
export default function TeamBettingPage() {
  useTranslation(pageNamespaces);
  const [username, setUsername] = useState('');
  return (
    <BetRecordScreen
      slot="team-betting"
      filters={(restart) => (
        <UsernameFilter
          value={username}
          onSearch={(name) => {
            setUsername(name);
            restart();
          }}
        />
      )}
      record={(query, onPage) => <TeamBets query={{ ...query, username }} onPage={onPage} />}
    />
  );
}

function TeamBets({ query, onPage }: { query: TeamBetQuery; onPage: (page: number) => void }) {
  const { t } = useTranslation(pageNamespaces);
  return (
    <BetRecordView
      query={useTeamBets(query)}
      money={useMoney()}
      labels={{
        loading: t('team_betting.loading'),
        loadFailed: t('team_betting.load_failed'),
        emptyTitle: t('team_betting.empty_title'),
        emptyDescription: t('team_betting.empty_description'),
      }}
      page={query.page}
      onPage={onPage}
      owner={{ heading: t('team_betting.member'), of: (bet) => bet.username }}
    />
  );
}
