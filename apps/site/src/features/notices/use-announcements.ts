import { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import useSWR from 'swr';
import { platform } from '../../app/platform.ts';
import { useLanguage } from '../lobby/page/use-language.ts';

/** Every announcement (types B, PL, PU, PR, H), newest first as the platform sends them. */
export function useAnnouncements() {
  const language = useLanguage();
  return useSWR(['announcements', language], () => platform.call(systemEndpoints.announcements, {}));
}
