import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useLanguage } from '../../../core/i18n/use-language.ts';

/**
 * Every announcement (types B, PL, PU, PR, H; newest first as the platform sends them), shared by
 * the notice bar, the notice popup (spec §2) and the announcements screen.
 */
export function useAnnouncements() {
  const { code } = useLanguage();
  return useSWR(['announcements', code] as const, () => callPlatform('system', 'announcements', {}), {
    keepPreviousData: true,
  });
}
