import type { Bet, BetTotals } from '@lobbykit/platform/endpoints/bets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePage, expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import BettingRecordPage from './betting-record-page.tsx';

const meta = {
  title: 'Pages/Member centre/Betting record',
  component: BettingRecordPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=personalHistoryCopy', viewer: 'member' },
  },
} satisfies Meta<typeof BettingRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedBets {
  list: Bet[];
  total: number;
  totalPages: number;
  totals: BetTotals;
}

/**
 * The demo member's bets for the week before the recording. The page asks for the week before
 * today; the recording answers any range (apps/sandbox/scripts/story-fixtures.ts).
 */
const recordedBets = (filters: Record<string, string> = { pageNo: '1' }) =>
  seedValue<RecordedBets>('bettingRecord', filters, 'member');

const recordPage = () => centrePage('betting-record');

/** The bets shown, once in: one Details button per bet, in the cards or the table. */
async function expectBets(page: Awaited<ReturnType<typeof recordPage>>, bets: RecordedBets) {
  // The totals are the whole range's, not the page's (the count of every bet the filters match);
  // both are awaited together, as the page before stays on screen while the next one loads.
  await waitFor(() => {
    const totals = within(page.getByText('Bets', { selector: 'dt' }).closest('dl')!);
    expect(totals.getByText(String(bets.totals.bets), { selector: 'dd' })).toBeVisible();
    expect(page.getAllByRole('button', { name: /^Details of the bet on/ })).toHaveLength(bets.list.length);
  }, seedTimeout);
}

/** AURORA: the last week, every game, the range's totals above the bets; a bet's details open. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await recordPage();
    const bets = recordedBets();
    await expectBets(page, bets);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const first = bets.list[0]!;
    await userEvent.click(page.getAllByRole('button', { name: /^Details of the bet on/ })[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Bet details' }, seedTimeout);
    await expectVisible(dialog);
    await expect(within(dialog).getByText(first.roundRef)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Bet details' })).toBeNull());
  },
};

/** JADE: slots only, then won only — the filters ask the platform again, from the first page. */
export const JadeFilters: Story = {
  name: 'Filters (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await recordPage();
    await expectBets(page, recordedBets());
    await userEvent.click(page.getByRole('button', { name: 'Slots' }));
    await expectBets(page, recordedBets({ gameType: 'RNG' }));
    await userEvent.click(within(page.getByRole('group', { name: 'Game type' })).getByRole('button', { name: 'All' }));
    const won = recordedBets({ status: 'won' });
    await userEvent.click(page.getByRole('button', { name: 'Won' }));
    await expectBets(page, won);
    // Every bet shown is a won one.
    const shown = page
      .getAllByText('Won', { selector: '[data-status] > span' })
      .filter((badge) => badge.checkVisibility());
    await expect(shown).toHaveLength(won.list.length);
  },
};

/** Paging keeps the page shown until the next is in, then shows the next one. */
export const NextPage: Story = {
  name: 'Next page',
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await recordPage();
    await expectBets(page, recordedBets());
    await userEvent.click(page.getByRole('button', { name: 'Page 2' }));
    const second = recordedBets({ pageNo: '2' });
    await waitFor(() => expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await expectBets(page, second);
  },
};

/** The record could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/ODSFE2_getPersonalBetRecord', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await recordPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('The betting record could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
