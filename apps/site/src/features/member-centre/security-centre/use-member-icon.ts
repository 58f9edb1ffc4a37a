import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { avatarKey } from '../../../core/member/use-avatar.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

const memberIconKey = (token: string | null) => (token ? (['memberIcon', token] as const) : null);

/** The avatars on offer and the current one; read only while the picker is open (`enabled`). */
export function useMemberIcon(enabled: boolean) {
  const { token } = useSession();
  return useSWR(enabled ? memberIconKey(token) : null, () => callPlatform('member', 'memberIcon', {}));
}

/**
 * Picks an avatar (one of memberIcon's `icons`, as listed). The answer has memberIcon's shape, so
 * the picker's cache takes it as it is, and the header's avatar shows the new one at once.
 */
export function useSetMemberIcon() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (icon: string) => {
      const answer = await callPlatform('account', 'setMemberIcon', { icon });
      await Promise.all([
        mutate(memberIconKey(token), answer, { revalidate: false }),
        mutate(avatarKey(token), { avatarUrl: answer.icon }, { revalidate: false }),
      ]);
      return answer;
    },
    [mutate, token],
  );
}
