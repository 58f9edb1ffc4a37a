import { inboxPointsEndpoints } from '@lobbykit/platform/endpoints/inbox-points';
import useSWR from 'swr';
import { platform } from '../../../app/platform.ts';
import { useSession } from '../../../app/session.ts';

/** Unread platform messages (spec §3 "Unread message count"). */
export function useUnreadCount() {
  const { token } = useSession();
  return useSWR(token ? (['unreadCount', token] as const) : null, () =>
    platform.call(inboxPointsEndpoints.unreadCount, {}),
  );
}
