// @vitest-environment jsdom
// jsdom rather than the unit tier's happy-dom: an open message's body goes through DOMPurify, which
// happy-dom cannot run (its NodeIterator walks off a removed node, so the sanitiser stops early).
import { PlatformError } from '@lobbykit/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useUnreadCount } from '../../../core/member/use-unread-count.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderScreen } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import MessagesPage from './messages-page.tsx';
import { fakeInbox, hostileMessage, someMessages } from './testing/fake-inbox.ts';

const platform = installFakePlatform();

/** What the header and the menu badge read: the shared unread count. */
function HeaderCount() {
  const { data } = useUnreadCount();
  return <output aria-label="Header count">{data ?? '…'}</output>;
}

function renderPage(answers: FakeAnswers) {
  platform.call.mockImplementation(fakePlatformCall(answers));
  renderScreen(
    <>
      <HeaderCount />
      <MessagesPage />
    </>,
  );
}

const callsOf = (name: string) =>
  platform.call.mock.calls.filter(([endpoint]) => endpoint.name === name).map(([, input]) => input);
const list = () => screen.getByRole('list', { name: 'Inbox' });
/** The rows' buttons (an open message's own buttons are in the list too). */
const rows = () => [...list().querySelectorAll<HTMLElement>('button[data-slot="message-row"]')];
const headerCount = () => screen.getByRole('status', { name: 'Header count' });
const refused = (call: string, serverMessage: string) =>
  new PlatformError('operation-not-allowed', call, 'refused', { serverMessage });

beforeAll(() => setUpTestI18n());
beforeEach(() => startSession({ token: 't', username: 'demo', accountType: 0 }));
afterEach(() => {
  act(() => endSession());
  platform.call.mockReset();
});

describe('the inbox', () => {
  it('lists a page of 12, newest first: kind, title, plain-text preview, time, unread marked', async () => {
    const messages = someMessages(25);
    messages[0]!.content = '<p>Paid <strong>300.00</strong> &amp; <img src=x onerror="alert(1)"> done</p>';
    renderPage(fakeInbox(messages).answers);

    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(callsOf('messages')).toEqual([{ pageNo: 1, pageSize: 12 }]);
    const first = rows()[0]!;
    // Unread: said first in its name, and drawn with a dot and a bold title.
    expect(first).toHaveAccessibleName('Unread Message 1');
    expect(first).toHaveAttribute('data-unread');
    expect(first.querySelector('[data-slot="unread-dot"]')).not.toBeNull();
    expect(first).toHaveAccessibleDescription(
      expect.stringMatching(/^Withdrawal approved \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} Paid 300.00/),
    );
    // The preview is text: markup in it shows as characters and makes no element.
    expect(first.querySelector('img, strong')).toBeNull();
    expect(rows()[1]).toHaveAccessibleName('Message 2');
    expect(rows()[1]).not.toHaveAttribute('data-unread');
    expect(within(rows()[2]!).getByText('Deposit credited')).toBeInTheDocument();
    expect(screen.getByText('9 unread messages')).toBeInTheDocument();
  });

  it('pages with the pager (page in the request), keeping the spec’s page range', async () => {
    renderPage(fakeInbox(someMessages(25)).answers);
    const pager = await screen.findByRole('navigation', { name: 'Pages of messages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveAccessibleName('Unread Message 25');
    expect(callsOf('messages').at(-1)).toEqual({ pageNo: 3, pageSize: 12 });
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rows()[0]).toHaveAccessibleName('Unread Message 13'));
  });

  it('shows skeleton rows while the first page loads', () => {
    renderPage({ ...fakeInbox([]).answers, messages: () => new Promise(() => undefined) });
    expect(screen.getByRole('status', { name: 'Loading your messages' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the inbox is empty, with no pager and nothing to mark', async () => {
    renderPage(fakeInbox([]).answers);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('tells a failed list and loads it again with Retry', async () => {
    const { answers } = fakeInbox(someMessages(3));
    let fail = true;
    renderPage({
      ...answers,
      messages: (input: { pageNo: number; pageSize: number }) => {
        if (fail) throw new PlatformError('network', 'messages', 'offline');
        return (answers.messages as (input: unknown) => unknown)(input);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your messages could not be loaded');
    expect(alert).toHaveTextContent('Network link abnormal, please retry.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('reading a message', () => {
  it('opens it in place, marks it read, and the shared count drops at once without reloading the list', async () => {
    renderPage(fakeInbox(someMessages(25)).answers);
    await waitFor(() => expect(headerCount()).toHaveTextContent('9'));
    await userEvent.click(rows()[0]!);

    const detail = await screen.findByRole('region', { name: 'Message 1' });
    expect(detail).toHaveFocus();
    expect(await within(detail).findByText(/The whole of message 1/)).toBeInTheDocument();
    expect(rows()[0]).toHaveAttribute('aria-expanded', 'true');
    expect(callsOf('markMessagesRead')).toEqual([{ ids: [100] }]);
    await waitFor(() => expect(headerCount()).toHaveTextContent('8'));
    expect(screen.getByText('8 unread messages')).toBeInTheDocument();
    expect(rows()[0]).toHaveAccessibleName('Message 1');
    expect(callsOf('messages')).toHaveLength(1);
    expect(callsOf('unreadCount')).toHaveLength(1);
  });

  it('does not mark a message that is already read', async () => {
    renderPage(fakeInbox(someMessages(5)).answers);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(rows()[1]!);
    const detail = await screen.findByRole('region', { name: 'Message 2' });
    expect(await within(detail).findByText(/The whole of message 2/)).toBeInTheDocument();
    expect(callsOf('markMessagesRead')).toEqual([]);
  });

  it('opens with Enter or Space from the keyboard, and closing hands focus back to the row', async () => {
    const user = userEvent.setup();
    renderPage(fakeInbox(someMessages(5)).answers);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.tab();
    await user.tab();
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('region', { name: 'Message 1' });
    expect(detail).toHaveFocus();
    await user.click(within(detail).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.tab();
    expect(rows()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('region', { name: 'Message 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    await waitFor(() => expect(rows()[1]).toHaveFocus());
  });

  it('tells a failed message and loads it again with Retry', async () => {
    const { answers } = fakeInbox(someMessages(3));
    let fail = true;
    renderPage({
      ...answers,
      messageDetail: (input: { id: number }) => {
        if (fail) throw new PlatformError('timeout', 'messageDetail', 'slow');
        return (answers.messageDetail as (input: unknown) => unknown)(input);
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await userEvent.click(rows()[1]!);
    const detail = await screen.findByRole('region', { name: 'Message 2' });
    const alert = await within(detail).findByRole('alert');
    expect(alert).toHaveTextContent('This message could not be opened');
    expect(alert).toHaveTextContent('Page load timed out, please check the network.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(detail).findByText(/The whole of message 2/)).toBeInTheDocument();
  });

  it('says when the message could not be marked read, and marks it on Retry', async () => {
    const { answers } = fakeInbox(someMessages(3));
    let refuse = true;
    renderPage({
      ...answers,
      markMessagesRead: (input: { ids: number[] }) => {
        if (refuse) throw refused('markMessagesRead', 'Try again later.');
        return (answers.markMessagesRead as (input: unknown) => unknown)(input);
      },
    });
    await waitFor(() => expect(headerCount()).toHaveTextContent('1'));
    await userEvent.click(rows()[0]!);
    const detail = await screen.findByRole('region', { name: 'Message 1' });
    const alert = await within(detail).findByRole('alert');
    expect(alert).toHaveTextContent('This message could not be marked as read. Try again later.');
    expect(headerCount()).toHaveTextContent('1');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(headerCount()).toHaveTextContent('0'));
    expect(within(detail).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('deleting and marking', () => {
  it('deletes the open message after a confirmation; the count and the list follow', async () => {
    const inbox = fakeInbox(someMessages(5));
    renderPage(inbox.answers);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(rows()[3]!);
    const detail = await screen.findByRole('region', { name: 'Message 4' });
    await userEvent.click(within(detail).getByRole('button', { name: 'Delete' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    expect(confirm).toHaveTextContent('“Message 4” will be deleted for good.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete message' }));

    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(callsOf('deleteMessages')).toEqual([{ ids: [103] }]);
    expect(screen.queryByRole('button', { name: /Message 4$/ })).not.toBeInTheDocument();
    expect(headerCount()).toHaveTextContent('1');
    expect(screen.getByText('Message deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inbox' })).toHaveFocus());
  });

  it('keeps the message when the confirmation is cancelled', async () => {
    renderPage(fakeInbox(someMessages(2)).answers);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(rows()[1]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsOf('deleteMessages')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Message 2' })).toBeInTheDocument();
  });

  it('goes to the previous page after deleting the last message of a page', async () => {
    renderPage(fakeInbox(someMessages(13)).answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(rows()[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));

    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(rows()[0]).toHaveAccessibleName('Unread Message 1');
    expect(callsOf('messages').at(-1)).toEqual({ pageNo: 1, pageSize: 12 });
    expect(screen.queryByRole('navigation', { name: 'Pages of messages' })).not.toBeInTheDocument();
  });

  it('tells a refused delete in a warning and keeps the question open to try again', async () => {
    renderPage({
      ...fakeInbox(someMessages(2)).answers,
      deleteMessages: refused('deleteMessages', 'No such message.'),
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(rows()[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));

    const warning = await screen.findByRole('alertdialog', { name: 'The message could not be deleted' });
    expect(warning).toHaveTextContent('No such message.');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Message 1' })).toBeInTheDocument();
  });

  it('marks every message read: no unread row is left and the count is zero', async () => {
    renderPage(fakeInbox(someMessages(25)).answers);
    await waitFor(() => expect(headerCount()).toHaveTextContent('9'));
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await userEvent.click(markAll);

    await waitFor(() => expect(headerCount()).toHaveTextContent('0'));
    expect(callsOf('markAllMessagesRead')).toEqual([{}]);
    for (const row of rows()) expect(row).not.toHaveAttribute('data-unread');
    expect(screen.getByText('You have read everything.')).toBeInTheDocument();
    expect(screen.getByText('All messages are marked as read.')).toBeInTheDocument();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(callsOf('messages')).toHaveLength(1);
  });

  it('tells a refused mark-all in a warning and changes nothing', async () => {
    renderPage({
      ...fakeInbox(someMessages(4)).answers,
      markAllMessagesRead: refused('markAllMessagesRead', 'Operation not allowed.'),
    });
    await waitFor(() => expect(headerCount()).toHaveTextContent('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const warning = await screen.findByRole('alertdialog', { name: 'The messages could not be marked as read' });
    expect(warning).toHaveTextContent('Operation not allowed.');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus());
    expect(headerCount()).toHaveTextContent('2');
    expect(rows()[0]).toHaveAttribute('data-unread');
  });
});

describe('a message with hostile HTML', () => {
  it('shows its text and nothing that runs: no script, handler, javascript: link, frame or form', async () => {
    renderPage(fakeInbox([hostileMessage, ...someMessages(2)]).answers);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await userEvent.click(rows()[0]!);
    const detail = await screen.findByRole('region', { name: hostileMessage.title });
    const body = await waitFor(() => {
      const html = detail.querySelector<HTMLElement>('[data-slot="safe-html"]');
      expect(html).not.toBeNull();
      return html!;
    });

    expect(within(body).getByText(/You should see this line/)).toBeInTheDocument();
    expect(within(body).getByText('bold').tagName).toBe('STRONG');
    expect(within(body).getByText('A link that must not run')).toBeInTheDocument();
    expect(within(body).getByText('A paragraph with inline handlers.')).toBeInTheDocument();
    expect(body.querySelector('script, iframe, frame, object, embed, form, input, button, svg, style')).toBeNull();
    // The picture the message gave no words is drawn as decoration, so axe stays clean.
    expect(body.querySelector('img:not([alt])')).toBeNull();
    const attributes = [...body.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
    expect(attributes.filter((attribute) => /javascript:/i.test(attribute.value))).toEqual([]);
    expect(attributes.filter((attribute) => attribute.name === 'style')).toEqual([]);
    expect(document.title).not.toBe('owned');
  });
});
