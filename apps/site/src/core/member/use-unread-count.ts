import useSWR from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/** Unread platform messages (spec §3 "Unread message count"). */
export function useUnreadCount() {
  const { token } = useSession();
  return useSWR(token ? (['unreadCount', token] as const) : null, () => callPlatform('inboxPoints', 'unreadCount', {}));
}
