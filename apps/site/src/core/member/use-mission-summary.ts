import useSWR from 'swr';
import { useLanguage } from '../i18n/use-language.ts';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/**
 * Where the summary is kept: the menu badge and the missions page read it, and a claim updates it.
 * The platform answers titles in the request's language, so the language is part of the key.
 */
export const missionSummaryKey = (token: string | null, language: string) =>
  token ? (['missionSummary', token, language] as const) : null;

/** The member's missions and how many wait to be claimed (the mission entry's badge). */
export function useMissionSummary() {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(missionSummaryKey(token, code), () => callPlatform('lottery', 'missionSummary', {}));
}
