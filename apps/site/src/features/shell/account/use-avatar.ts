import { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import useSWR from 'swr';
import { platform } from '../../../app/platform.ts';
import { useSession } from '../../../app/session.ts';

/** The member's avatar image (spec §7 avatar call); the header falls back to an initial without it. */
export function useAvatar() {
  const { token } = useSession();
  return useSWR(token ? (['avatar', token] as const) : null, () => platform.call(memberEndpoints.avatar, {}), {
    revalidateIfStale: false,
  });
}
