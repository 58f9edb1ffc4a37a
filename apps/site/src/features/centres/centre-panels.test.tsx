import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOverlay, openOverlay, overlayStore } from '../../core/overlays.ts';
import { endSession, startSession } from '../../core/session.ts';
import { defaultAnswers, fakeCall } from '../shell/testing/fake-platform.ts';
import type { FakeAnswers } from '../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import AgentCentrePanel from './agent-centre-panel.tsx';
import MemberCentrePanel from './member-centre-panel.tsx';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const memberAnswers: FakeAnswers = {
  memberInfo: { id: 6, account: 'demo', nickname: 'Juan', type: 0, clubLabel: { labelName: 'Gold', rankLevel: 5 } },
  unreadCount: 4,
  rewardList: [
    { id: 1, title: 'Bonus', amount: 10, status: 'claim' },
    { id: 2, title: 'Old', amount: 5, status: 'claimed' },
  ],
  missionSummary: { missions: [], unclaimed: 2 },
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

beforeAll(() => setUpTestI18n());
beforeEach(() => useAnswers(memberAnswers));
afterEach(() => {
  act(() => {
    closeOverlay();
    endSession();
  });
  platform.call.mockReset();
});

const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('MemberCentrePanel', () => {
  it('lists the fourteen pages, highlights the open one, shows the counts and a coming-soon page', async () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    openOverlay({ kind: 'memberCentre', page: 'securityCenter' });
    renderWithSwr(<MemberCentrePanel />);
    const panel = await screen.findByRole('dialog', { name: 'Member centre' });
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
    expect(within(menu).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(await within(panel).findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('This page is on its way');

    await userEvent.click(within(menu).getByRole('button', { name: 'Deposit' }));
    expect(overlayStore.get()).toEqual({ kind: 'memberCentre', page: 'depositv2' });
    expect(within(menu).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(overlayStore.get()).toBeNull();
  });

  it('opens at my account when asked for a page it does not have', async () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    openOverlay({ kind: 'memberCentre', page: 'nowhere' });
    renderWithSwr(<MemberCentrePanel />);
    const panel = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(panel).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('hands a guest to the login popup and a trial account to the warning', () => {
    openOverlay({ kind: 'memberCentre', page: 'depositv2' });
    renderWithSwr(<MemberCentrePanel />);
    expect(overlayStore.get()).toEqual({ kind: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      startSession({ token: 't', username: 'trial', accountType: 4 });
      openOverlay({ kind: 'memberCentre', page: 'depositv2' });
    });
    expect(overlayStore.get()).toEqual({ kind: 'trialWarning' });
  });
});

describe('AgentCentrePanel', () => {
  it('lists the agent pages in order with the contract pages the brand has, on the team overview', async () => {
    useAnswers({
      ...memberAnswers,
      memberInfo: { id: 3, account: 'agent1', nickname: 'Ana', type: 1 },
      systemStatus: statusWith(['DIVIDENDCONTRACT', 'HOURLYSALARY']),
    });
    startSession({ token: 't', username: 'agent1', accountType: 1 });
    openOverlay({ kind: 'agentCentre', page: 'agentTeamOverview' });
    renderWithSwr(<AgentCentrePanel />);
    const panel = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre pages' });
    // The contract pages join once the brand's modules are known.
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
  });

  it('tells a member who is not an agent that the centre is for agents', async () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    openOverlay({ kind: 'agentCentre', page: 'agentTeamOverview' });
    renderWithSwr(<AgentCentrePanel />);
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('For agents only');
    expect(warning).toHaveTextContent('Non-agents cannot log in.');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(overlayStore.get()).toBeNull();
  });
});
