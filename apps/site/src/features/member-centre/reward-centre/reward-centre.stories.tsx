import type { Reward, RedEnvelope } from '@lobbykit/platform/endpoints/rewards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePage, centrePanel, seedTimeout, seedValue } from '../../../stories/seed.ts';
import RewardCentrePage from './reward-centre-page.tsx';

const meta = {
  title: 'Pages/Member centre/Reward centre',
  component: RewardCentrePage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=rewardCenter', viewer: 'member' },
  },
} satisfies Meta<typeof RewardCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's rewards and the brand's envelopes, as the sandbox answered them for this brand. */
const recordedRewards = () => seedValue<Reward[]>('rewardList', {}, 'member');
const recordedEnvelopes = () => seedValue<RedEnvelope[]>('redEnvelopes', {}, 'member');
const waiting = () => recordedRewards().filter((reward) => reward.status === 'claim');

/** An amount as the page writes it in EN: the sandbox's currency sign P, grouped, two decimals. */
const peso = (amount: number) =>
  `P${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const rewardPage = () => centrePage('reward-centre-page');

/** The menu entry of this page, whose badge counts the rewards to claim. */
const menuEntry = async () =>
  within(within(await centrePanel()).getByRole('navigation', { name: /member centre pages/i })).getByRole('button', {
    name: /reward centre/i,
  });

/** Every reward waiting, with its amount and its own Claim button. */
async function expectRewardsToClaim() {
  const page = await rewardPage();
  for (const reward of waiting()) {
    await expect(
      await page.findByRole('button', { name: `Claim ${peso(reward.amount)}: ${reward.title}` }, seedTimeout),
    ).toBeVisible();
  }
  await expect(page.getAllByRole('listitem')).toHaveLength(waiting().length);
  await expect(await menuEntry()).toHaveTextContent(String(waiting().length));
}

export const RewardsAurora: Story = {
  name: 'Rewards to claim (AURORA)',
  globals: { brand: 'aurora' },
  play: expectRewardsToClaim,
};

export const RewardsJade: Story = {
  name: 'Rewards to claim (JADE)',
  globals: { brand: 'jade' },
  play: expectRewardsToClaim,
};

/**
 * Keyboard only: the first reward's Claim takes Enter; the amount is said, the menu's count drops
 * at once, and focus moves on to the next reward's Claim.
 */
export const ClaimPlayed: Story = {
  name: 'Claim with the keyboard',
  globals: { brand: 'aurora' },
  parameters: {
    msw: (() => {
      let claimedId: Reward['id'] | null = null;
      const withClaimed = () =>
        recordedRewards().map((reward) =>
          reward.id === claimedId ? { ...reward, status: 'claimed', claimedAt: Date.now() } : reward,
        );
      return [
        http.post('*/wps/relay/MCS2_claimRafflePromotion', async ({ request }) => {
          claimedId = ((await request.json()) as { rewardId: Reward['id'] }).rewardId;
          const reward = withClaimed().find((entry) => entry.id === claimedId);
          return HttpResponse.json({ success: true, value: { reward, sumBalance: 5_888 } });
        }),
        http.get('*/wps/relay/MCS2_getRewardList', () => HttpResponse.json({ success: true, value: withClaimed() })),
        ...platformHandlers,
      ];
    })(),
  },
  play: async () => {
    const page = await rewardPage();
    const [first, second] = waiting();
    const claim = await page.findByRole(
      'button',
      { name: `Claim ${peso(first!.amount)}: ${first!.title}` },
      seedTimeout,
    );
    claim.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByText(`${peso(first!.amount)} claimed and added to your balance.`, {}, seedTimeout),
    ).toBeVisible();
    await waitFor(() => expect(menuEntry()).resolves.toHaveTextContent(String(waiting().length - 1)), seedTimeout);
    await waitFor(
      () => expect(page.getByRole('button', { name: `Claim ${peso(second!.amount)}: ${second!.title}` })).toHaveFocus(),
      seedTimeout,
    );
  },
};

/** The open envelope opens: its amount is revealed in place and it reads "Opened". */
export const EnvelopePlayed: Story = {
  name: 'A red envelope opened',
  globals: { brand: 'jade' },
  parameters: {
    msw: (() => {
      let opened: RedEnvelope | null = null;
      const current = () =>
        recordedEnvelopes().map((envelope) => (opened?.envelopeId === envelope.envelopeId ? opened : envelope));
      return [
        http.post('*/wps/relay/MCS2_openRedEnvelope', async ({ request }) => {
          const { envelopeId } = (await request.json()) as { envelopeId: RedEnvelope['envelopeId'] };
          const envelope = recordedEnvelopes().find((entry) => entry.envelopeId === envelopeId)!;
          opened = { ...envelope, state: 'opened', amount: 18.88, openedAt: Date.now() };
          return HttpResponse.json({ success: true, value: { envelope: opened, amount: 18.88, sumBalance: 5_018.88 } });
        }),
        http.get('*/wps/relay/MCS2_getRedEnvelopeList', () => HttpResponse.json({ success: true, value: current() })),
        ...platformHandlers,
      ];
    })(),
  },
  play: async () => {
    const page = await rewardPage();
    await userEvent.click(page.getByRole('tab', { name: 'Red envelopes' }));
    const open = recordedEnvelopes().find((envelope) => envelope.state === 'open')!;
    await userEvent.click(await page.findByRole('button', { name: `Open ${open.title}` }, seedTimeout));
    await expect(await page.findByText('You got P18.88! It is in your balance.', {}, seedTimeout)).toBeVisible();
    const card = page.getByRole('listitem', { name: open.title });
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'opened'), seedTimeout);
    await expect(within(card).getByText('You got P18.88')).toBeVisible();
    // The Open button is gone: focus is on the envelope's heading, not lost.
    await waitFor(() => expect(within(card).getByRole('heading', { name: open.title })).toHaveFocus(), seedTimeout);
  },
};

/** An activity's Apply opens its form; a remark over 140 characters is refused where it was typed. */
export const ApplyRemarkTooLong: Story = {
  name: 'Apply: the remark too long',
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await rewardPage();
    await userEvent.click(page.getByRole('tab', { name: 'Activities' }));
    const [apply] = await page.findAllByRole('button', { name: /^Apply for / }, seedTimeout);
    const title = apply!.getAttribute('aria-label')!.replace('Apply for ', '');
    await userEvent.click(apply!);
    const form = within(await page.findByRole('form', { name: `Apply for ${title}` }, seedTimeout));
    const remark = form.getByRole('textbox', { name: 'Remark (optional)' });
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(141));
    await expect(form.getByText('141 of 140 characters')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await expect(form.getByText('The remark may be at most 140 characters: remove 1.')).toBeVisible();
    await expect(remark).toHaveValue('x'.repeat(141));
  },
};

/** The rewards could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/MCS2_getRewardList', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await rewardPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your rewards could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
