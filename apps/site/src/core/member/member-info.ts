import useSWR, { mutate } from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { setAccountType, useSession } from '../session.ts';

/** SWR key of the signed-in member's info; null (no fetch) for a guest. */
export const memberInfoKey = (token: string | null) => (token ? (['memberInfo', token] as const) : null);

/** The signed-in member (spec §3 member info); loaded at start-up when a token exists (spec §4). */
export function useMemberInfo() {
  const { token } = useSession();
  return useSWR(memberInfoKey(token), async () => {
    const info = await callPlatform('member', 'memberInfo', {});
    setAccountType(info.type);
    return info;
  });
}

/** Loads the member info again (after login, free play or a password change). */
export function refreshMemberInfo(token: string) {
  return mutate(memberInfoKey(token));
}
