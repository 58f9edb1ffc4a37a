import type { TeamMember } from '@lobbykit/platform/endpoints/agent';
import { Field } from '@lobbykit/ui/field';
import { SearchIcon } from '@lobbykit/ui/icons/search';
import { UsersRoundIcon } from '@lobbykit/ui/icons/users-round';
import { Input } from '@lobbykit/ui/input';
import { cn } from '@lobbykit/ui/lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { EmptyState, LoadError, LoadingRegion, showsPreviousAnswer } from '../../page-kit/query-states.tsx';
import { RecordPager } from '../../page-kit/record-pager.tsx';
import { RecordCardsSkeleton } from '../../page-kit/record-table.tsx';
import { useMoney, type Money } from '../../member-centre/money/use-money.ts';
import type { MemberActions } from './member-parts.tsx';
import { MemberDetailDialog } from './member-detail-dialog.tsx';
import { TeamList } from './team-list.tsx';
import { TeamTree } from './team-tree.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { useTeamMembers, type TeamQuery, type TeamScope } from './use-team.ts';

/** Loaded with the page: its own strings, the amount and payment password words, the pager's. */
const pageNamespaces = ['agent-team', 'member-money', 'auth', 'pages'];

/**
 * Team management (spec §2): the agent's downline as a searchable, paged list and as a tree, each
 * member's balance, last login and status, a member's detail, and a transfer to any of them with
 * the payment password.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const [detail, setDetail] = useState<TeamMember | null>(null);
  const [transfer, setTransfer] = useState<TeamMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions: MemberActions = {
    onDetail: setDetail,
    onTransfer: (member) => {
      setDone(null);
      setDetail(null);
      setTransfer(member);
    },
  };
  return (
    <div data-slot="team-management" className="@container grid min-w-0 gap-4">
      <Tabs defaultValue="list" className="grid gap-4">
        <TabsList aria-label={t('team.views')}>
          <TabsTrigger value="list">{t('team.view_list')}</TabsTrigger>
          <TabsTrigger value="tree">{t('team.view_tree')}</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          <SearchableList money={money} {...actions} />
        </TabsContent>
        <TabsContent value="tree">
          <TeamTree money={money} {...actions} />
        </TabsContent>
      </Tabs>
      {done && (
        <p role="status" data-slot="team-transfer-done" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
      <MemberDetailDialog
        member={detail}
        money={money}
        onClose={() => setDetail(null)}
        onTransfer={actions.onTransfer}
      />
      <TransferDialog
        member={transfer}
        money={money}
        onClose={() => setTransfer(null)}
        onDone={(message) => {
          setTransfer(null);
          setDone(message);
        }}
      />
    </div>
  );
}

function SearchableList({ money, ...actions }: MemberActions & { money: Money }) {
  const { t } = useTranslation(pageNamespaces);
  const [username, setUsername] = useState('');
  const [scope, setScope] = useState<TeamScope>('all');
  const [page, setPage] = useState(1);
  // Each keystroke asks at once: the platform answers a prefix over a thousand members in a few
  // milliseconds, and a page of ten rows repaints within the keystroke's own frame.
  const query: TeamQuery = { username, scope, page };
  return (
    <div className="grid gap-4">
      <section
        role="search"
        aria-label={t('team.filters')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <Field label={t('team.search')} hint={t('team.search_hint')}>
          <Input
            type="search"
            name="username"
            value={username}
            autoComplete="off"
            spellCheck={false}
            leading={<SearchIcon aria-hidden="true" className="size-4" />}
            onChange={(event) => {
              setUsername(event.target.value);
              setPage(1);
            }}
          />
        </Field>
        <ChoiceChips
          name="scope"
          wrap
          label={t('team.scope')}
          choices={(['all', 'direct'] as const).map((value) => ({ value, label: t(`team.scopes.${value}`) }))}
          selected={scope}
          onChoose={(value) => {
            setScope(value);
            setPage(1);
          }}
        />
      </section>
      <Members query={query} money={money} onPage={setPage} {...actions} />
    </div>
  );
}

function Members({
  query,
  money,
  onPage,
  ...actions
}: MemberActions & { query: TeamQuery; money: Money; onPage: (page: number) => void }) {
  const { t } = useTranslation(pageNamespaces);
  const { data, error, isLoading, mutate } = useTeamMembers(query);
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('team.load_failed')} />;
    return (
      <LoadingRegion label={t('team.loading')}>
        <RecordCardsSkeleton />
      </LoadingRegion>
    );
  }
  const updating = showsPreviousAnswer({ data, isLoading });
  const searching = query.username.trim() !== '';
  return (
    <div className="grid min-w-0 gap-4" aria-busy={updating || undefined}>
      <p role="status" className="text-sm text-muted-foreground">
        {t('team.found', { count: data.total })}
      </p>
      {data.list.length === 0 ? (
        <EmptyState
          icon={UsersRoundIcon}
          title={t(searching ? 'team.no_match_title' : 'team.empty_title')}
          description={t(searching ? 'team.no_match_description' : 'team.empty_description')}
        />
      ) : (
        <div data-slot="team-results" className={cn('min-w-0', updating && 'opacity-60 transition-opacity')}>
          <TeamList members={data.list} total={data.total} money={money} {...actions} />
        </div>
      )}
      {error && <LoadError error={error} onRetry={() => mutate()} title={t('team.load_failed')} />}
      <RecordPager
        page={query.page}
        pageCount={data.totalPages}
        onPage={onPage}
        pageLabel={(number) => t('team.page', { page: number })}
      />
    </div>
  );
}
