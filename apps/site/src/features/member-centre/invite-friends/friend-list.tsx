import type { FriendStatus, InvitedFriend } from '@lobbykit/platform/endpoints/referral';
import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';

const statusVariant: Record<FriendStatus, 'outline' | 'secondary' | 'success'> = {
  registered: 'outline',
  deposited: 'secondary',
  active: 'success',
};

interface FriendListProps {
  friends: readonly InvitedFriend[];
  total: number;
  money: Money;
  /** Writes a day as the member's language does. */
  formatDay: (time: number) => string;
  updating: boolean;
}

/** The table's columns, in order; the amount's is aligned to the end, as amounts are. */
const columns = ['friend', 'joined', 'status', 'earned'] as const;

/** Money earned stands out; nothing earned yet does not. */
const earnedTone = (amount: number) => (amount > 0 ? 'text-success' : 'text-muted-foreground');

function StatusBadge({ status }: { status: FriendStatus }) {
  const { t } = useTranslation('member-referral');
  return (
    <Badge variant={statusVariant[status]} data-status={status} className="justify-self-end">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The invited friends: cards on a phone, a table from md up; one of the two is shown at a time. */
export function FriendList({ friends, total, money, formatDay, updating }: FriendListProps) {
  const { t } = useTranslation('member-referral');
  const label = t('friends.list', { total });
  const day = (time: number) => <time dateTime={new Date(time).toISOString()}>{formatDay(time)}</time>;
  const earned = (amount: number) => money.format(money.cents(amount));
  return (
    <div data-slot="friend-list" className={cn(updating && 'opacity-60')}>
      <ul
        aria-label={label}
        className="divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground md:hidden"
      >
        {friends.map((friend) => (
          <li key={String(friend.id)} data-slot="friend-card" className="grid grid-cols-[1fr_auto] gap-1 px-4 py-3">
            <span className="font-mono font-medium">{friend.username}</span>
            <StatusBadge status={friend.status} />
            <span className="text-muted-foreground">
              {t('friends.joined_on', { date: formatDay(friend.joinedAt) })}
            </span>
            <span className={cn('text-end font-semibold tabular-nums', earnedTone(friend.earned))}>
              {t('friends.earned_amount', { amount: earned(friend.earned) })}
            </span>
          </li>
        ))}
      </ul>
      {/* The card's rounded border is the wrapper's: a table's own border does not round. */}
      <div className="hidden overflow-hidden rounded-xl border border-border bg-card md:block">
        <table className="w-full text-sm text-card-foreground">
          <caption className="sr-only">{label}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b border-border">
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-4 py-2 font-medium', column === 'earned' ? 'text-end' : 'text-start')}
                >
                  {t(`friends.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {friends.map((friend) => (
              <tr key={String(friend.id)} data-slot="friend-row">
                <th scope="row" className="px-4 py-3 text-start font-mono font-medium">
                  {friend.username}
                </th>
                <td className="px-4 py-3">{day(friend.joinedAt)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={friend.status} />
                </td>
                <td className={cn('px-4 py-3 text-end font-semibold tabular-nums', earnedTone(friend.earned))}>
                  {earned(friend.earned)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function FriendListSkeleton() {
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-card">
      {[0, 1, 2].map((row) => (
        <li key={row} className="grid grid-cols-[1fr_auto] gap-2 px-4 py-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-3 w-20" />
        </li>
      ))}
    </ul>
  );
}
