import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

export const uplineKey = (token: string | null) => (token ? (['upline', token] as const) : null);

/** Who the member may transfer to upwards, whether a payment password is set, and the balance. */
export function useUpline() {
  const { token } = useSession();
  return useSWR(uplineKey(token), () => callPlatform('wallet', 'upline', {}));
}
