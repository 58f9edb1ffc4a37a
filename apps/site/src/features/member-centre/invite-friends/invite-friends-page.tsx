import { UserPlusIcon } from '@lobbykit/ui/icons/user-plus';
import { Pagination } from '@lobbykit/ui/pagination';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useMoney, type Money } from '../money/use-money.ts';
import { FriendList, FriendListSkeleton } from './friend-list.tsx';
import { InvitationCard } from './invitation-card.tsx';
import { ReferralRulesCard, ReferralTotals } from './referral-overview.tsx';
import { useReferralFriends, useReferralSummary } from './use-referral.ts';

/** Loaded with the page: its own strings, and the pager's and load error's. */
const pageNamespaces = ['member-referral', 'pages'];

/**
 * Invite friends (spec §2 `referral`): the member's referral code and invitation link to copy,
 * share or scan, the brand's reward rule, the totals, and the friends who registered with the code
 * with what each has earned the member.
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const summary = useReferralSummary();

  if (!summary.data) {
    if (summary.error)
      return <LoadError error={summary.error} onRetry={() => summary.mutate()} title={t('load_failed')} />;
    return (
      <LoadingRegion label={t('loading')} className="grid gap-4">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </LoadingRegion>
    );
  }
  const { referralCode, rules, totals } = summary.data;
  return (
    <div data-slot="invite-friends" className="grid gap-4">
      <InvitationCard code={referralCode} />
      <ReferralRulesCard rules={rules} money={money} />
      <ReferralTotals totals={totals} money={money} />
      <Friends money={money} />
    </div>
  );
}

function Friends({ money }: { money: Money }) {
  const { t } = useTranslation(pageNamespaces);
  const { tag } = useLanguage();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  const formatDay = useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    return (time: number) => format.format(time);
  }, [tag]);

  let body;
  if (!friends.data) {
    body = friends.error ? (
      <LoadError error={friends.error} onRetry={() => friends.mutate()} title={t('friends.load_failed')} />
    ) : (
      <LoadingRegion label={t('friends.loading')}>
        <FriendListSkeleton />
      </LoadingRegion>
    );
  } else if (friends.data.total === 0) {
    body = (
      <EmptyState icon={UserPlusIcon} title={t('friends.empty_title')} description={t('friends.empty_description')} />
    );
  } else {
    body = (
      <>
        <FriendList
          friends={friends.data.list}
          total={friends.data.total}
          money={money}
          formatDay={formatDay}
          updating={friends.isValidating && !friends.isLoading}
        />
        {friends.error && (
          <LoadError error={friends.error} onRetry={() => friends.mutate()} title={t('friends.load_failed')} />
        )}
        {friends.data.totalPages > 1 && (
          <Pagination
            page={page}
            pageCount={friends.data.totalPages}
            onPageChange={setPage}
            label={t('shared.pagination', { ns: 'pages' })}
            previousLabel={t('shared.previous', { ns: 'pages' })}
            nextLabel={t('shared.next', { ns: 'pages' })}
            pageLabel={(number) => t('friends.page', { page: number })}
          />
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="friends-heading" className="grid gap-3">
      <h2 id="friends-heading" className="text-base font-semibold">
        {t('friends.heading')}
      </h2>
      {body}
    </section>
  );
}
