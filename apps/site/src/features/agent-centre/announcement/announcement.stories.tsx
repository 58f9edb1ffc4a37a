import type { AgentNotice } from '@lobbykit/platform/endpoints/agent-reports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentCentrePage, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import AnnouncementPage from './announcement-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Announcement',
  component: AnnouncementPage,
  ...agentPageStoryMeta('agentAnnouncement'),
  tags: ['!autodocs'],
} satisfies Meta<typeof AnnouncementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent1's notices as recorded: the oldest read, the rest not. */
const recorded = () => seedValue<{ list: AgentNotice[]; unread: number }>('agentNotices', {}, 'agent');

const announcementPage = () => agentCentrePage('agent-announcement');

/** AURORA: every notice, newest first, the unread ones marked and counted. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await announcementPage();
    const { list, unread } = recorded();
    await expectVisible(() => page.getByRole('button', { name: new RegExp(list[0]!.title) }));
    await expect(page.getByRole('status')).toHaveTextContent(`${unread} unread announcements`);
    await expect(page.getAllByText('New', { selector: '[data-slot="notice-list-unread"]' })).toHaveLength(unread);
  },
};

/** JADE: opening an unread notice shows its content and marks it read. */
export const JadeRead: Story = {
  name: 'Read one (JADE)',
  globals: { brand: 'jade' },
  parameters: {
    msw: [
      http.post('*/wps/agent/notices/read', () =>
        HttpResponse.json({ success: true, value: { unread: recorded().unread - 1 } }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await announcementPage();
    const { list, unread } = recorded();
    const first = list[0]!;
    const trigger = await page.findByRole('button', { name: new RegExp(first.title) }, seedTimeout);
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent(`${unread - 1} unread announcement`));
    await expect(within(trigger).queryByText('New')).toBeNull();
  },
};

/** The notices could not be read: what went wrong and a Retry button. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/agent/notices', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await announcementPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('The announcements could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
