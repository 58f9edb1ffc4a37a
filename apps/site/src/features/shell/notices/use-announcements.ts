import { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import useSWR from 'swr';
import { platform } from '../../../app/platform.ts';
import { useLanguage } from '../use-language.ts';

/** The announcements (spec §2 notice bar and popup), shared by the bar and the popup. */
export function useAnnouncements() {
  const { code } = useLanguage();
  return useSWR(['announcements', code] as const, () => platform.call(systemEndpoints.announcements, {}), {
    keepPreviousData: true,
  });
}
