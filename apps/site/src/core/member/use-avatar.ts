import useSWR from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/** The member's avatar image (spec §7 avatar call); the header falls back to an initial without it. */
export function useAvatar() {
  const { token } = useSession();
  return useSWR(token ? (['avatar', token] as const) : null, () => callPlatform('member', 'avatar', {}), {
    revalidateIfStale: false,
  });
}
