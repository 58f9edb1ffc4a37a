import useSWR from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/** SWR key of the signed-in member's avatar; null (no fetch) for a guest. */
export const avatarKey = (token: string | null) => (token ? (['avatar', token] as const) : null);

/** The member's avatar image (spec §7 avatar call); the header falls back to an initial without it. */
export function useAvatar() {
  const { token } = useSession();
  return useSWR(avatarKey(token), () => callPlatform('member', 'avatar', {}), { revalidateIfStale: false });
}
