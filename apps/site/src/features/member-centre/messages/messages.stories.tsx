import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { expectVisible, seedTimeout, seedValue, centrePanel } from '../../../stories/seed.ts';
import MessagesPage from './messages-page.tsx';

interface RecordedMessage {
  id: number;
  title: string;
  read: boolean;
}

/** The demo member's first page of messages, as the sandbox answered it for this brand and language. */
const firstPage = () => seedValue<{ list: RecordedMessage[] }>('messages', { pageNo: '1' }, 'member').list;

const panel = () => centrePanel();

/** The inbox on show: the list and its rows' buttons (an open message's own buttons are left out). */
async function inbox() {
  const list = await within(await panel()).findByRole('list', { name: /inbox/i }, seedTimeout);
  const rows = () => [...list.querySelectorAll<HTMLElement>('button[data-slot="message-row"]')];
  await waitFor(() => expect(rows()).toHaveLength(firstPage().length), seedTimeout);
  return { list, rows };
}

/** The open message's body, once it has arrived (it is the only HTML the page draws). */
const bodyOf = (detail: HTMLElement) =>
  waitFor(() => {
    const body = detail.querySelector<HTMLElement>('[data-slot="safe-html"]');
    expect(body).not.toBeNull();
    return body!;
  }, seedTimeout);

/** The menu entry of this page, whose badge counts the unread messages. */
const menuEntry = async () =>
  within(within(await panel()).getByRole('navigation', { name: /member centre pages/i })).getByRole('button', {
    name: /platform messages/i,
  });

/** Whichever way back the layout shows: Back on a phone, Close beside the message from sm up. */
const wayBack = (detail: HTMLElement) =>
  within(detail).getByRole('button', { name: /^(back to messages|close message)$/i });

const meta = {
  title: 'Pages/Member centre/Platform messages',
  component: MessagesPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=messageV2', viewer: 'member' },
  },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's inbox: newest first, the unread ones marked, three pages. */
async function expectInbox() {
  const { list, rows } = await inbox();
  const messages = firstPage();
  await expectVisible(list);
  // One comparison for the whole page: every assertion is a step of the story's recording.
  const shown = rows().map((row) => ({
    title: row.querySelector('[id$="-title"]')?.textContent,
    unread: row.hasAttribute('data-unread'),
  }));
  await expect(shown).toEqual(messages.map((message) => ({ title: message.title, unread: !message.read })));
  const firstUnread = messages.findIndex((message) => !message.read);
  await expect(rows()[firstUnread]).toHaveAccessibleName(`Unread ${messages[firstUnread]!.title}`);
  const unread = seedValue<number>('unreadCount', {}, 'member');
  await expect(within(await panel()).getByText(`${unread} unread messages`)).toBeInTheDocument();
  const pager = within(await panel()).getByRole('navigation', { name: /pages of messages/i });
  await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
}

export const InboxAurora: Story = {
  name: 'Inbox (AURORA)',
  globals: { brand: 'aurora' },
  play: expectInbox,
};

export const InboxJade: Story = {
  name: 'Inbox (JADE)',
  globals: { brand: 'jade' },
  play: expectInbox,
};

/** The newest message open: its body, and it is read, so the menu's count drops by one at once. */
export const MessageOpen: Story = {
  name: 'A message open',
  play: async () => {
    const { rows } = await inbox();
    const message = firstPage()[0]!;
    const unread = seedValue<number>('unreadCount', {}, 'member');
    await userEvent.click(rows()[0]!);

    const detail = await screen.findByRole('region', { name: message.title }, seedTimeout);
    await expect(detail).toHaveFocus();
    const { content } = seedValue<{ content: string }>('messageDetail', { id: String(message.id) }, 'member');
    const text = new DOMParser().parseFromString(content, 'text/html').body.textContent!;
    await expect(await bodyOf(detail)).toHaveTextContent(text.slice(0, 40));
    await waitFor(() => expect(menuEntry()).resolves.toHaveTextContent(String(unread - 1)), seedTimeout);
  },
};

/** Keyboard only: Tab to a row, Enter opens it, the way back returns to the row, Space opens the next. */
export const Keyboard: Story = {
  play: async () => {
    const { rows } = await inbox();
    const [first, second] = firstPage();
    rows()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const detail = await screen.findByRole('region', { name: first!.title }, seedTimeout);
    await expect(detail).toHaveFocus();

    wayBack(detail).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    await expect(screen.queryByRole('region', { name: first!.title })).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(rows()[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await screen.findByRole('region', { name: second!.title }, seedTimeout)).toHaveFocus();
    // Both were unread: the story ends once the second mark has come back.
    await waitFor(() => expect(rows()[1]).not.toHaveAttribute('data-unread'), seedTimeout);
  },
};

/** The seeded "Formatting test" message: its text shows, and nothing in it runs or reaches the page. */
export const HostileMessage: Story = {
  name: 'The formatting test, rendered safely',
  play: async () => {
    const { rows } = await inbox();
    const index = firstPage().findIndex((message) => message.id === 16);
    const hostile = firstPage()[index]!;
    const title = document.title;
    await userEvent.click(rows()[index]!);

    const detail = await screen.findByRole('region', { name: hostile.title }, seedTimeout);
    const body = await bodyOf(detail);
    await expectVisible(within(body).getByText('bold'));
    await expect(body.querySelector('script, iframe, object, embed, form, input, button, svg, style')).toBeNull();
    await expect(body.querySelector('img:not([alt])')).toBeNull();
    const attributes = [...body.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    await expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
    await expect(attributes.filter((attribute) => /javascript:/i.test(attribute.value))).toEqual([]);
    await expect(document.title).toBe(title);
    await waitFor(() => expect(rows()[index]).not.toHaveAttribute('data-unread'), seedTimeout);
  },
};
