import type { RebateClaim, RebateSummary } from '@lobbykit/platform/endpoints/rebates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePage, centrePanel, expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import ManualRebatePage from './manual-rebate-page.tsx';

const meta = {
  title: 'Pages/Member centre/Manual rebate',
  component: ManualRebatePage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=manualRebate', viewer: 'member' },
  },
} satisfies Meta<typeof ManualRebatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the demo member's seeded bets earned on this brand, as the sandbox answered it. */
const recordedSummary = () => seedValue<RebateSummary>('manualRebate', {}, 'member');

/** An amount as the page writes it in EN: the sandbox's currency sign P, grouped, two decimals. */
const peso = (amount: number) =>
  `P${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const rebatePage = () => centrePage('manual-rebate');

/** Every game type the brand pays on, with its rebate and rate, and the total ready to claim. */
async function expectEarned(slotsRate: string) {
  const page = await rebatePage();
  const summary = recordedSummary();
  await expectVisible(() => page.queryByText(peso(summary.total), { selector: '[data-slot="rebate-total"]' }));
  // One of the two is displayed, by the panel's width (the other is out of the accessibility
  // tree, so it is found by its slot); both hold every game type.
  const panel = await centrePanel();
  const cards = panel.querySelectorAll('[data-slot="rebate-cards"] li');
  const rows = [...panel.querySelectorAll('[data-slot="rebate-table"] tbody tr')];
  await expect(cards).toHaveLength(summary.gameTypes.length);
  await expect(rows).toHaveLength(summary.gameTypes.length);
  await expect(rows.find((row) => row.textContent?.startsWith('Slots'))).toHaveTextContent(slotsRate);
  await expectVisible(() => page.getAllByText('Slots').find((element) => element.checkVisibility()));
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeEnabled();
  await expect(page.getByText('No claims yet')).toBeVisible();
}

export const Aurora: Story = {
  name: 'Rebate earned (AURORA)',
  globals: { brand: 'aurora' },
  play: () => expectEarned('0.8%'),
};

export const Jade: Story = {
  name: 'Rebate earned (JADE)',
  globals: { brand: 'jade' },
  play: () => expectEarned('1%'),
};

/** Below JADE's minimum: the Claim is disabled and says how much is still missing. */
export const BelowMinimum: Story = {
  name: 'Below the minimum',
  globals: { brand: 'jade' },
  parameters: {
    msw: [
      http.get('*/wps/relay/MCSFE_getManualRebate', () =>
        HttpResponse.json({
          success: true,
          value: {
            ...recordedSummary(),
            total: 0.4,
            gameTypes: recordedSummary().gameTypes.map((line) =>
              line.gameType === 'RNG' ? { ...line, turnover: 40, rebate: 0.4 } : { ...line, turnover: 0, rebate: 0 },
            ),
          },
        }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await rebatePage();
    const claim = await page.findByRole('button', { name: 'Claim rebate' }, seedTimeout);
    await waitFor(() => expect(claim).toBeDisabled(), seedTimeout);
    await expect(claim).toHaveAccessibleDescription('You can claim from P1.00: P0.60 to go.');
  },
};

/**
 * Keyboard only: Claim takes Enter; the amount added is said, the rebate empties, focus moves to
 * the section's heading, and the claim heads the history.
 */
export const ClaimPlayed: Story = {
  name: 'Claim with the keyboard',
  globals: { brand: 'aurora' },
  parameters: {
    msw: (() => {
      let claim: RebateClaim | null = null;
      return [
        http.post('*/wps/relay/MCSFE_claimManualRebate', () => {
          const summary = recordedSummary();
          claim = {
            id: 1,
            amount: summary.total,
            countedFrom: summary.countedFrom,
            claimedAt: Date.now(),
            gameTypes: summary.gameTypes.filter((line) => line.turnover > 0),
          };
          return HttpResponse.json({ success: true, value: { claim, sumBalance: 5_023.54 } });
        }),
        http.get('*/wps/relay/MCSFE_getManualRebate', () => {
          const summary = recordedSummary();
          const value = claim
            ? {
                ...summary,
                countedFrom: claim.claimedAt,
                total: 0,
                gameTypes: summary.gameTypes.map((line) => ({ ...line, turnover: 0, rebate: 0 })),
              }
            : summary;
          return HttpResponse.json({ success: true, value });
        }),
        http.get('*/wps/relay/MCSFE_getManualRebateHistory', () =>
          HttpResponse.json({
            success: true,
            value: { list: claim ? [claim] : [], total: claim ? 1 : 0, totalPages: claim ? 1 : 0 },
          }),
        ),
        ...platformHandlers,
      ];
    })(),
  },
  play: async () => {
    const page = await rebatePage();
    const total = peso(recordedSummary().total);
    const claim = await page.findByRole('button', { name: 'Claim rebate' }, seedTimeout);
    await waitFor(() => expect(claim).toBeEnabled(), seedTimeout);
    claim.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(`${total} rebate added to your main wallet.`, {}, seedTimeout)).toBeVisible();
    await waitFor(() => expect(page.getByRole('heading', { name: 'Rebate earned' })).toHaveFocus(), seedTimeout);
    await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Claim rebate' })).toHaveAccessibleDescription(
      'Nothing to claim yet: every settled bet adds to your rebate.',
    );
    const history = await page.findByRole('list', { name: '1 rebate claim' }, seedTimeout);
    await expect(history).toHaveTextContent(`+${total}`);
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/MCSFE_getManualRebate', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await rebatePage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your rebate could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
