import { useCallback } from 'react';
import useSWR, { useSWRConfig, type Arguments } from 'swr';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { callPlatform, type PlatformResponse } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

export type MessagePage = PlatformResponse<'inboxPoints', 'messages'>;
export type MessageSummary = MessagePage['list'][number];
export type MessageId = MessageSummary['id'];

/** The platform's list size (spec §9; the sandbox README's `pageRequest` default). */
export const messagesPageSize = 12;

/** The header's and the menu badge's count (core/member/use-unread-count.ts): written, never refetched. */
const unreadCountKey = (token: string) => ['unreadCount', token] as const;

// The platform answers in the language of the request, so the language is part of every key.
const listKey = (token: string, language: string, pageNo: number) => ['messages', token, language, pageNo] as const;
const detailKey = (token: string, language: string, id: MessageId) =>
  ['messageDetail', token, language, String(id)] as const;

const isKeyOf = (name: string, token: string | null) => (key: Arguments) =>
  Array.isArray(key) && key[0] === name && key[1] === token;

/** One page of the inbox, newest first. */
export function useMessagePage(pageNo: number) {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(token ? listKey(token, code, pageNo) : null, () =>
    callPlatform('inboxPoints', 'messages', { pageNo, pageSize: messagesPageSize }),
  );
}

/** One message with its HTML body. Reading it changes nothing on the platform: marking is separate. */
export function useMessageDetail(id: MessageId | null) {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(token && id !== null ? detailKey(token, code, id) : null, () =>
    callPlatform('inboxPoints', 'messageDetail', { id: id! }),
  );
}

const withRead = (ids: ReadonlySet<string> | 'all') => (page: MessagePage | undefined) =>
  page && {
    ...page,
    list: page.list.map((row) => (ids === 'all' || ids.has(String(row.id)) ? { ...row, read: true } : row)),
  };

/**
 * The inbox's changes. Each answers the new unread count, which goes straight into the header's
 * and the menu badge's cache; the rows already loaded are updated in place rather than fetched again,
 * except after a delete, when the following rows move up a place and the pages are loaded anew.
 */
export function useInboxActions() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();

  const setUnread = useCallback(
    (unread: number) => {
      if (token) void mutate(unreadCountKey(token), unread, { revalidate: false });
    },
    [mutate, token],
  );

  const markRead = useCallback(
    async (id: MessageId) => {
      const { unread } = await callPlatform('inboxPoints', 'markMessagesRead', { ids: [id] });
      setUnread(unread);
      const ids = new Set([String(id)]);
      // The open message's own cache is left alone: its body may still be on its way, and SWR drops
      // an answer that lands after a write to its key.
      void mutate(isKeyOf('messages', token), withRead(ids), { revalidate: false });
      return unread;
    },
    [mutate, setUnread, token],
  );

  const markAllRead = useCallback(async () => {
    const { unread } = await callPlatform('inboxPoints', 'markAllMessagesRead', {});
    setUnread(unread);
    void mutate(isKeyOf('messages', token), withRead('all'), { revalidate: false });
    return unread;
  }, [mutate, setUnread, token]);

  const remove = useCallback(
    async (id: MessageId) => {
      const { unread } = await callPlatform('inboxPoints', 'deleteMessages', { ids: [id] });
      setUnread(unread);
      // Gone at once from the page on show; every page is then loaded again, as the rows moved up.
      void mutate(
        isKeyOf('messages', token),
        (page: MessagePage | undefined) => page && { ...page, list: page.list.filter((row) => row.id !== id) },
        { revalidate: true },
      );
      return unread;
    },
    [mutate, setUnread, token],
  );

  return { markRead, markAllRead, remove };
}
