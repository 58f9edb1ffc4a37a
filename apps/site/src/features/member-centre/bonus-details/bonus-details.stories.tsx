import type { Bonus, BonusTotals } from '@lobbykit/platform/endpoints/bonuses';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePage, centrePanel, seedTimeout, seedValue } from '../../../stories/seed.ts';
import BonusDetailsPage from './bonus-details-page.tsx';

const meta = {
  title: 'Pages/Member centre/Bonus details',
  component: BonusDetailsPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=bonusDetails', viewer: 'member' },
  },
} satisfies Meta<typeof BonusDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedBonuses {
  list: Bonus[];
  total: number;
  totalPages: number;
  totals: BonusTotals;
}

/** The demo member's bonuses as recorded (apps/sandbox/scripts/story-fixtures.ts): all, or one status. */
const recordedBonuses = (filters: Record<string, string> = {}) =>
  seedValue<RecordedBonuses>('bonusDetails', { pageNo: '1', ...filters }, 'member');

const bonusPage = () => centrePage('bonus-details');

/** The bonuses shown, once in: one turnover bar per bonus, in the cards or the table. */
async function expectBonuses(page: Awaited<ReturnType<typeof bonusPage>>, bonuses: RecordedBonuses) {
  await waitFor(() => {
    const bars = page.getAllByRole('progressbar', { name: /^Turnover played for/ });
    expect(bars.filter((bar) => bar.checkVisibility())).toHaveLength(bonuses.list.length);
  }, seedTimeout);
}

/** AURORA: the totals of every bonus on top, then each bonus with its turnover and status. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await bonusPage();
    const bonuses = recordedBonuses();
    await expectBonuses(page, bonuses);
    const totals = within(page.getByText('Bonuses', { selector: 'dt' }).closest('dl')!);
    await expect(totals.getByText(String(bonuses.totals.bonuses), { selector: 'dd' })).toBeVisible();
    // Every status the seed gives the demo member is shown, each with its badge.
    for (const status of ['In progress', 'Completed', 'Expired']) {
      const badges = page.getAllByText(status, { selector: '[data-status] > span' });
      await expect(badges.some((badge) => badge.checkVisibility())).toBe(true);
    }
    const [first] = bonuses.list;
    const bar = page
      .getAllByRole('progressbar', { name: new RegExp(`^Turnover played for ${first!.title}`) })
      .find((element) => element.checkVisibility())!;
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/ of .* played$/));
  },
};

/** JADE: the status filter asks the platform again, and shows only the completed bonuses. */
export const JadeFilter: Story = {
  name: 'Status filter (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await bonusPage();
    await expectBonuses(page, recordedBonuses());
    const statuses = page.getByRole('group', { name: 'Status' });
    await userEvent.click(within(statuses).getByRole('button', { name: 'Completed' }));
    const completed = recordedBonuses({ status: 'completed' });
    await expectBonuses(page, completed);
    await expect(within(statuses).getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    const reached = page.getAllByText('Turnover reached').filter((text) => text.checkVisibility());
    await expect(reached).toHaveLength(completed.list.length);
  },
};

const noBonuses = { list: [], total: 0, totalPages: 0, totals: { bonuses: 0, credited: 0, turnoverRemaining: 0 } };

/** A member with no bonus yet: where bonuses come from, and a way to the reward centre. */
export const NoBonusesYet: Story = {
  name: 'No bonuses yet',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/MCSFE_getBonusDetails', () => HttpResponse.json({ success: true, value: noBonuses })),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await bonusPage();
    await expect(await page.findByText('No bonuses yet', {}, seedTimeout)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Go to the reward centre' }));
    const panel = within(await centrePanel());
    await expect(await panel.findByRole('tab', { name: /To claim/ }, seedTimeout)).toBeVisible();
  },
};

/** The bonuses could not be read: what went wrong and a Retry button, the filter still there. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/MCSFE_getBonusDetails', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await bonusPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your bonuses could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Status' })).toBeVisible();
  },
};
