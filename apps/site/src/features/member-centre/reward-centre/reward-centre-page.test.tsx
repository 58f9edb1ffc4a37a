import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderScreen } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import RewardCentrePage from './reward-centre-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const day = 24 * 3_600_000;
const now = Date.UTC(2026, 10, 27, 9);

const rewards = [
  { id: 1, title: 'Welcome bonus', amount: 888, status: 'claim', kind: 'bonus', expiresAt: now + 5 * day },
  { id: 2, title: 'Weekly draw', amount: 250, status: 'claim', kind: 'raffle', expiresAt: null },
  { id: 3, title: 'Cashback', amount: 64.5, status: 'claimed', kind: 'cashback', claimedAt: now - day },
];

const activity = (promotionId: number, state: string, title = `Promotion ${promotionId}`) => ({
  promotionId,
  title,
  summary: '',
  category: 'new',
  startTime: now - 7 * day,
  endTime: null,
  state,
  appliedAt: state === 'applying' ? now - day : null,
  rewardId: null,
});

function renderPage(answers: Record<string, unknown>, path = '/?centre=member&page=rewardCenter') {
  platform.call.mockImplementation(
    fakePlatformCall({
      rewardList: rewards,
      balance: { sumBalance: 1000, currency: 'PHP' },
      activityList: [activity(1, 'joining', 'Welcome bonus 100%'), activity(2, 'applying'), activity(3, 'rejected')],
      redEnvelopes: [],
      ...answers,
    }),
  );
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderScreen(<RewardCentrePage />, path);
}

describe('the reward centre', () => {
  it('lists the rewards to claim with their amounts; a claim sends the reward and says what was added', async () => {
    const claim = vi.fn().mockResolvedValue({ reward: { ...rewards[0], status: 'claimed' }, sumBalance: 1888 });
    renderPage({ raffleClaim: claim });
    const button = await screen.findByRole('button', { name: 'Claim P888.00: Welcome bonus' });
    expect(screen.getByRole('button', { name: 'Claim P250.00: Weekly draw' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /To claim/ })).toHaveTextContent('2');

    await userEvent.click(button);
    expect(claim).toHaveBeenCalledWith({ rewardId: 1 });
    expect(await screen.findByText('P888.00 claimed and added to your balance.')).toBeInTheDocument();
  });

  it('says why a claim was refused, beside the reward, and keeps it on the list', async () => {
    const refusal = new PlatformError('operation-not-allowed', 'raffleClaim', 'refused', {
      serverMessage: 'This reward cannot be claimed now.',
    });
    renderPage({ raffleClaim: refusal });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim P888.00: Welcome bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward cannot be claimed now.');
    expect(screen.getByRole('button', { name: 'Claim P888.00: Welcome bonus' })).toBeInTheDocument();
  });

  it('opens on the activities with the linked promotion’s form, and sends the trimmed remark', async () => {
    const apply = vi.fn().mockResolvedValue(activity(1, 'applying'));
    renderPage({ applyActivity: apply }, '/?centre=member&page=rewardCenter&item=1');
    const form = await screen.findByRole('form', { name: 'Apply for Welcome bonus 100%' });
    const list = screen.getByRole('list', { name: 'Activity centre' });
    expect(within(list).getByText('Applying')).toBeInTheDocument();
    expect(within(list).getByText('Rejected')).toBeInTheDocument();

    const remark = within(form).getByRole('textbox', { name: 'Remark (optional)' });
    await userEvent.type(remark, '  First deposit today ');
    expect(within(form).getByText('22 of 140 characters')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(apply).toHaveBeenCalledWith({ promotionId: 1, remark: 'First deposit today', images: [] });
    expect(await screen.findByText('Your application for Welcome bonus 100% was sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome bonus 100%' })).toHaveFocus());
  });

  it('shows a failed load with a Retry, not a blank page', async () => {
    renderPage({ rewardList: new PlatformError('unavailable', 'rewardList', 'HTTP 503') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your rewards could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
