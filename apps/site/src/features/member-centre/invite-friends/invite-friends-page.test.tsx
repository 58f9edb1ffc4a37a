import { PlatformError } from '@lobbykit/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import InviteFriendsPage from './invite-friends-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  vi.unstubAllGlobals();
  endSession();
});

const summary = {
  referralCode: 'DEMOFRND',
  rules: { qualifyingDeposit: 500, rewardPerFriend: 100, activeDays: 7 },
  totals: { invited: 2, deposited: 1, active: 1, earned: 100 },
};
const friends = {
  list: [
    { id: 1, username: 'pl****09', joinedAt: Date.UTC(2026, 8, 20), status: 'active', earned: 100 },
    { id: 2, username: 'pl****10', joinedAt: Date.UTC(2026, 8, 23), status: 'registered', earned: 0 },
  ],
  total: 2,
  totalPages: 1,
};
const answers: FakeAnswers = {
  referralSummary: summary,
  referralFriends: friends,
  balance: { sumBalance: 100, currency: 'PHP' },
};

function renderPage(overrides: FakeAnswers = {}) {
  platform.call.mockImplementation(fakePlatformCall({ ...answers, ...overrides }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<InviteFriendsPage />);
}

describe('invite friends', () => {
  it('shows the code, the link on this site, the QR code, the rule, the totals and the friends', async () => {
    renderPage();
    expect(await screen.findByText('DEMOFRND', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Your invitation link')).toHaveValue(
      `${window.location.origin}/register?referralCode=DEMOFRND`,
    );
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'When a friend you invited makes a deposit of P500.00 or more, you get P100.00. Once per friend.',
      ),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Invited friends, 2 in all' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(/pl\*\*\*\*09.*Active.*You earned P100\.00/);
    expect(cards[1]).toHaveTextContent(/pl\*\*\*\*10.*Registered/);
  });

  it('copies the link and says so to screen readers; a refused copy says what to do', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Copy link/ }, { timeout: 5000 }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?referralCode=DEMOFRND`);
    const announced = await screen.findAllByRole('status');
    expect(announced.some((status) => status.textContent === 'Invitation link copied')).toBe(true);

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    document.execCommand = vi.fn().mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: /Copy code/ }));
    expect(
      await screen.findAllByText('Your browser did not allow copying. Select the text and copy it yourself.'),
    ).not.toHaveLength(0);
  });

  it('offers Share where the device can share, with the link and the code', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 5000 }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          url: `${window.location.origin}/register?referralCode=DEMOFRND`,
          text: 'Register with my referral code DEMOFRND and play with me.',
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('says there are no friends yet, and how to get some', async () => {
    renderPage({ referralFriends: { list: [], total: 0, totalPages: 0 } });
    expect(await screen.findByText('No friends yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers Retry when the invitation cannot be read', async () => {
    renderPage({ referralSummary: new PlatformError('network', 'referralSummary', 'offline') });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your invitation could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
