import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import {
  centrePage,
  centrePanel,
  expectTextShown,
  expectVisible,
  seedTimeout,
  seedValue,
} from '../../../stories/seed.ts';
import InviteFriendsPage from './invite-friends-page.tsx';

const meta = {
  title: 'Pages/Member centre/Invite friends',
  component: InviteFriendsPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=referral', viewer: 'member' },
  },
} satisfies Meta<typeof InviteFriendsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryPath = '*/wps/relay/MCSFE_getReferralSummary';
const friendsPath = '*/wps/relay/MCSFE_getReferralFriends';

interface RecordedFriends {
  list: { username: string }[];
  total: number;
}

/** The demo member's friends as the sandbox answered them: the first is on show in the list or table. */
async function expectFriends() {
  const page = await centrePage('invite-friends');
  const { list, total } = seedValue<RecordedFriends>('referralFriends', { pageNo: '1', pageSize: '10' }, 'member');
  expect(total).toBeGreaterThan(0);
  // Cards on a phone, a table from md up: the one on show holds the name.
  await expectVisible(() => page.getAllByText(list[0]!.username).find((element) => element.checkVisibility()));
  return page;
}

/** AURORA: the code and the link, and the link copied, with "Copied" said to screen readers. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await expectFriends();
    await expect(page.getByText('DEMOFRND')).toBeVisible();
    const link = page.getByRole<HTMLInputElement>('textbox', { name: 'Your invitation link' });
    await expect(link.value).toMatch(/\/register\?referralCode=DEMOFRND/);
    await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    // The clipboard is the browser's to grant: answered here, so the story copies the same way every run.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(page.getByRole('button', { name: /Copy link/ }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/referralCode=DEMOFRND$/)));
      await waitFor(
        () =>
          expect(page.getAllByRole('status').some((status) => status.textContent === 'Invitation link copied')).toBe(
            true,
          ),
        seedTimeout,
      );
    } finally {
      writeText.mockRestore();
    }
  },
};

/** JADE: its own rule (a larger deposit, a larger reward), the friends and the totals. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const page = await expectFriends();
    await expect(page.getByText(/makes a deposit of P1,000\.00 or more, you get P188\.00/)).toBeVisible();
    await expect(page.getByText('P376.00')).toBeVisible();
  },
};

/** A member whose code has brought no one yet: the page says how friends get here. */
export const EmptyList: Story = {
  name: 'Empty list',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(summaryPath, () =>
        HttpResponse.json({
          success: true,
          value: {
            referralCode: 'K7P3XM2Q',
            rules: { qualifyingDeposit: 500, rewardPerFriend: 100, activeDays: 7 },
            totals: { invited: 0, deposited: 0, active: 0, earned: 0 },
          },
        }),
      ),
      http.get(friendsPath, () => HttpResponse.json({ success: true, value: { list: [], total: 0, totalPages: 0 } })),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await centrePage('invite-friends');
    await expectTextShown(page.getByRole('region', { name: 'Invited friends' }), 'No friends yet');
    await expect(page.getByText('K7P3XM2Q')).toBeVisible();
  },
};

/** The invitation could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(summaryPath, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await centrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your invitation could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
