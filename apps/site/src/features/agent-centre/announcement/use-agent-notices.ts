import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import { useLanguage } from '../../../core/i18n/use-language.ts';

/**
 * The brand's notices for agents in the reader's language, and a way to mark one read: the page
 * shows it read at once, and the platform's answer (the unread count) settles it.
 */
export function useAgentNotices() {
  const { token } = useSession();
  const { code } = useLanguage();
  const swr = useSWR(token ? (['agentNotices', token, code] as const) : null, () =>
    callPlatform('agentReports', 'agentNotices', {}),
  );
  const markRead = (id: string | number) => {
    const current = swr.data;
    if (!current?.list.some((notice) => notice.id === id && !notice.read)) return;
    const list = current.list.map((notice) => (notice.id === id ? { ...notice, read: true } : notice));
    void swr.mutate(
      callPlatform('agentReports', 'readAgentNotice', { id }).then(({ unread }) => ({ list, unread })),
      {
        optimisticData: { list, unread: Math.max(0, current.unread - 1) },
        // A refused mark (offline) shows the notice unread again rather than pretending.
        rollbackOnError: true,
        revalidate: false,
      },
    );
  };
  return { ...swr, markRead };
}
