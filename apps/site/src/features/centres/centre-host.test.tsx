import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from '@lobbykit/platform';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closeOverlay, overlayStore } from '../../core/overlays.ts';
import { endSession, startSession } from '../../core/session.ts';
import { installFakePlatform, type FakeAnswers } from '../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { defaultAnswers, fakeCall } from '../shell/testing/fake-platform.ts';
import { pageKitNamespace } from '../page-kit/namespace.ts';
import { CentreHost } from './centre-host.tsx';

const platform = installFakePlatform();

const memberAnswers: FakeAnswers = {
  memberInfo: {
    id: 6,
    account: 'demo',
    nickname: 'Juan',
    type: 0,
    toUpline: true,
    clubLabel: { labelName: 'Gold', rankLevel: 5 },
  },
  unreadCount: 4,
  rewardList: [
    { id: 1, title: 'Bonus', amount: 10, status: 'claim' },
    { id: 2, title: 'Old', amount: 5, status: 'claimed' },
  ],
  missionSummary: { missions: [], unclaimed: 2 },
  manualRebate: { countedFrom: 0, minClaim: 1, total: 0, gameTypes: [] },
  manualRebateClaims: { list: [], total: 0, totalPages: 0 },
};

function useAnswers(answers: FakeAnswers) {
  platform.call.mockImplementation(fakeCall(answers));
}

const statusWith = (modules: string[]) => ({
  ...(defaultAnswers.systemStatus as object),
  info: {
    ...(defaultAnswers.systemStatus as { info: object }).info,
    whitelabel: modules.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
  },
});

/** The host at a URL, on a page that is live; returns the router's memory to read the URL from. */
function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  renderWithSwr(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CentreHost />
    </Router>,
  );
  return location;
}

const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  useAnswers(memberAnswers);
  document.documentElement.dataset.hydrated = '';
});
afterEach(() => {
  act(() => {
    closeOverlay();
    endSession();
  });
  platform.call.mockReset();
  delete document.documentElement.dataset.hydrated;
});

describe('the member centre', () => {
  it('lists its pages, highlights the open one, shows the counts, and switches pages in the URL', async () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    const location = renderAt('/rng?vendor=PG&centre=member&page=manualRebate');
    // The frame is a chunk of its own: the first test waits for its first import.
    const panel = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 10_000 });
    const menu = within(panel).getByRole('navigation', { name: 'Member centre pages' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: /Platform messages/ })).toHaveTextContent('4'));
    expect(entryNames(menu)).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Reward centre1',
      'Invite friends',
      'Mission activity2',
      'Platform messages4',
      'Manual rebate',
    ]);
    expect(within(menu).getByRole('button', { name: 'Manual rebate' })).toHaveAttribute('aria-current', 'page');
    expect(await within(panel).findByRole('heading', { name: 'Manual rebate' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: /Reward centre/ }));
    // Replaced, not pushed: Back leaves the centre rather than walking its pages. The switch waits
    // for the page's code (a moment).
    await waitFor(() => expect(location.history).toEqual(['/rng?vendor=PG&centre=member&page=rewardCenter']));
    expect(within(menu).getByRole('button', { name: /Reward centre/ })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(location.history!.at(-1)).toBe('/rng?vendor=PG');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a page’s strings and the page kit’s with its code, before the page renders', async () => {
    const load = vi.spyOn(i18next, 'loadNamespaces');
    startSession({ token: 't', username: 'demo', accountType: 0 });
    renderAt('/?centre=member&page=bonusDetails');
    await screen.findByRole('dialog', { name: 'Member centre' });
    await waitFor(() => expect(load).toHaveBeenCalledWith(['member-bonus', pageKitNamespace]));
    load.mockRestore();
  });

  it('says the account could not be loaded, with a Retry that opens the page, instead of loading for ever', async () => {
    useAnswers({ ...memberAnswers, memberInfo: new PlatformError('timeout', 'memberInfo', 'no answer') });
    startSession({ token: 't', username: 'demo', accountType: 0 });
    renderAt('/?centre=member&page=rewardCenter');
    const panel = await screen.findByRole('dialog', { name: 'Member centre' });
    const failure = await within(panel).findByRole('alert');
    expect(failure).toHaveTextContent(i18next.t('errors.timeout', { ns: 'common' }));
    useAnswers(memberAnswers);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('heading', { name: 'Reward centre' })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('opens on my account when the URL names no page, or one it does not offer', async () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    renderAt('/?centre=member&page=nowhere');
    const panel = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(panel).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers transfer to upline only to a member who has an upline', async () => {
    useAnswers({ ...memberAnswers, memberInfo: { ...(memberAnswers.memberInfo as object), toUpline: false } });
    startSession({ token: 't', username: 'demo', accountType: 0 });
    renderAt('/?centre=member');
    const panel = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Member centre pages' });
    expect(entryNames(menu)).not.toContain('Transfer to upline');
  });

  it('asks a guest to sign in, and closes the centre when they decline', async () => {
    const location = renderAt('/?centre=member&page=messageV2');
    await waitFor(() => expect(overlayStore.get()).toEqual({ kind: 'login' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closeOverlay());
    expect(location.history!.at(-1)).toBe('/');
  });

  it('opens the page once the guest has signed in', async () => {
    renderAt('/?centre=member&page=messageV2');
    await waitFor(() => expect(overlayStore.get()).toEqual({ kind: 'login' }));
    act(() => {
      startSession({ token: 't', username: 'demo', accountType: 0 });
      closeOverlay();
    });
    const panel = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(panel).getByRole('button', { name: /Platform messages/ })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a trial account a real account is needed, and closes the centre', async () => {
    startSession({ token: 't', username: 'trial', accountType: 4 });
    const location = renderAt('/?centre=member&page=depositv2');
    await waitFor(() => expect(overlayStore.get()).toEqual({ kind: 'trialWarning' }));
    expect(location.history!.at(-1)).toBe('/');
  });

  it('waits for the page to be live before deciding who the visitor is', () => {
    delete document.documentElement.dataset.hydrated;
    renderAt('/?centre=member');
    expect(overlayStore.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the agent centre', () => {
  it('lists the agent pages in order with the contract pages the brand has, on the team overview', async () => {
    useAnswers({
      ...memberAnswers,
      memberInfo: { id: 3, account: 'agent1', nickname: 'Ana', type: 1 },
      systemStatus: statusWith(['DIVIDENDCONTRACT', 'HOURLYSALARY']),
    });
    startSession({ token: 't', username: 'agent1', accountType: 1 });
    renderAt('/?centre=agent');
    const panel = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre pages' });
    await waitFor(() => expect(within(menu).getAllByRole('button')).toHaveLength(10));
    expect(entryNames(menu)).toEqual([
      'Announcement',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend',
      'Hourly salary',
    ]);
    expect(within(menu).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(await within(panel).findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Team betting' }));
    // The page's own chunk arrives first: the menu moves on with it.
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Team betting' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(await within(panel).findByRole('heading', { name: 'Team betting' })).toBeInTheDocument();
  });

  it('tells a member who is not an agent that the centre is for agents', async () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    const location = renderAt('/?centre=agent');
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('For agents only');
    expect(warning).toHaveTextContent('Non-agents cannot log in.');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(location.history!.at(-1)).toBe('/');
  });
});
