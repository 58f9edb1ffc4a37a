import { useCallback } from 'react';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useApplySecurityChange } from './use-security-overview.ts';

/** Saves the nickname; member info (and so the header) takes the one the platform stored. */
export function useSetNickname() {
  const apply = useApplySecurityChange();
  return useCallback(
    async (nickname: string) => {
      const answer = await callPlatform('account', 'setNickname', { nickname });
      await apply({ nickname: answer.nickname });
      return answer.nickname;
    },
    [apply],
  );
}
