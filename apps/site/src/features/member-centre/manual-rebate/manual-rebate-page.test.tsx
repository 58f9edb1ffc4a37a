import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderScreen } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import ManualRebatePage from './manual-rebate-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const now = Date.UTC(2026, 10, 27, 9);

const summary = (slots: number, minClaim = 0.1) => ({
  countedFrom: now - 86_400_000,
  minClaim,
  total: slots + 0.3,
  gameTypes: [
    { gameType: 'RNG', turnover: slots * 125, rate: 0.8, rebate: slots },
    { gameType: 'LIVE', turnover: 60, rate: 0.5, rebate: 0.3 },
  ],
});

const claim = { id: 7, amount: 2.3, countedFrom: now - 86_400_000, claimedAt: now, gameTypes: summary(2).gameTypes };

function renderPage(answers: Record<string, unknown>) {
  platform.call.mockImplementation(
    fakePlatformCall({
      manualRebate: summary(2),
      manualRebateClaims: { list: [], total: 0, totalPages: 0 },
      balance: { sumBalance: 1000, currency: 'PHP' },
      ...answers,
    }),
  );
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderScreen(<ManualRebatePage />, '/?centre=member&page=manualRebate');
}

describe('manual rebate', () => {
  it('lists each game type’s turnover, rate and rebate; a claim says what was added and empties the rebate', async () => {
    const claimCall = vi.fn().mockResolvedValue({ claim, sumBalance: 1002.3 });
    renderPage({ claimManualRebate: claimCall });
    const table = await screen.findByRole('table', { name: 'Rebate per game type' });
    const slots = within(table).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('P250.00');
    expect(slots).toHaveTextContent('0.8%');
    expect(slots).toHaveTextContent('P2.00');
    expect(screen.getByText('P2.30', { selector: '[data-slot="rebate-total"]' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(claimCall).toHaveBeenCalledExactlyOnceWith({ amount: 2.3 });
    expect(await screen.findByText('P2.30 rebate added to your main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rebate earned' })).toHaveFocus());
  });

  it('disables the claim with the reason when the rebate is below the brand’s minimum', async () => {
    renderPage({ manualRebate: summary(0.05, 1) });
    const button = await screen.findByRole('button', { name: 'Claim rebate' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You can claim from P1.00: P0.65 to go.');
  });

  it('says why a claim was refused and keeps the rebate on screen', async () => {
    const refusal = new PlatformError('operation-not-allowed', 'claimManualRebate', 'refused', {
      serverMessage: 'There is no rebate to claim yet: play to earn one.',
    });
    renderPage({ claimManualRebate: refusal });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no rebate to claim yet: play to earn one.');
    expect(screen.getByText('P2.30', { selector: '[data-slot="rebate-total"]' })).toBeInTheDocument();
  });

  it('lists past claims with what each game type gave', async () => {
    renderPage({ manualRebateClaims: { list: [claim], total: 1, totalPages: 1 } });
    const list = await screen.findByRole('list', { name: '1 rebate claim' });
    expect(list).toHaveTextContent('+P2.30');
    expect(list).toHaveTextContent('Slots P2.00 · Live casino P0.30');
  });

  it('shows a failed load with a Retry, not a blank page', async () => {
    renderPage({ manualRebate: new PlatformError('unavailable', 'manualRebate', 'HTTP 503') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your rebate could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
