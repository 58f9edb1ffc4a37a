import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useLanguage } from '../../../core/i18n/use-language.ts';

/** The banners of one route group (spec §2), in the reader's language; fetched again when the group changes. */
export function useBanners(groupName: string) {
  const { code } = useLanguage();
  return useSWR(
    ['banners', groupName, code] as const,
    ([, group]) => callPlatform('system', 'banners', { groupName: group }),
    // A language switch keeps the pictures up while their new titles load (a new group remounts).
    { keepPreviousData: true },
  );
}
