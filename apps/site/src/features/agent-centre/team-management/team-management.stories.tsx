import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { agentCentrePanel, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout } from '../../../stories/seed.ts';
import TeamManagementPage from './team-management-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Team management',
  component: TeamManagementPage,
  ...agentPageStoryMeta('agentTeamManagement', { overlays: true }),
  tags: ['!autodocs'],
} satisfies Meta<typeof TeamManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const transferPath = '*/wps/agent/team/transfer';

/** The panel once the team's first page is in (cards or a table, as wide as the panel is). */
async function teamPanel() {
  const panel = await agentCentrePanel();
  await expectVisible(await within(panel).findByText(/members? found$/, {}, seedTimeout));
  return { panel: within(panel) };
}

/** AURORA: agent1's team, searched by the start of a name, and a transfer played to the end. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.post(transferPath, () =>
        HttpResponse.json({ success: true, value: { transactionId: 77, sumBalance: 19_750, memberBalance: 6_050 } }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const { panel } = await teamPanel();
    await userEvent.type(panel.getByRole('searchbox', { name: 'Username' }), 'player');
    const transfer = (await panel.findAllByRole('button', { name: /^Transfer to player/ }, seedTimeout))[0]!;
    const username = transfer.getAttribute('aria-label')!.replace('Transfer to ', '');
    await userEvent.click(transfer);
    const dialog = within(await screen.findByRole('dialog', { name: `Transfer to ${username}` }));
    await expectVisible(dialog.getByRole('textbox', { name: /^Amount/ }));
    await userEvent.keyboard('250');
    await userEvent.click(dialog.getByLabelText(/^Withdrawal password/));
    await userEvent.paste('135790');
    await userEvent.keyboard('{Enter}');
    const done = await panel.findByText(
      new RegExp(`P250\\.00 sent to ${username}\\. Their balance is now P6,050\\.00\\.`),
    );
    await expect(done).toBeVisible();
  },
};

/** JADE: the tree, a level opened from the keyboard, and a wrong password said at its field. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: {
    msw: [
      http.post(transferPath, () =>
        HttpResponse.json({
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'The payment password is incorrect.',
        }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const { panel } = await teamPanel();
    await userEvent.click(panel.getByRole('tab', { name: 'Tree' }));
    const tree = await panel.findByRole('list', { name: 'Your direct members' }, seedTimeout);
    await expectVisible(tree);
    const transfer = within(tree).getAllByRole('button', { name: /^Transfer to / })[0]!;
    const username = transfer.getAttribute('aria-label')!.replace('Transfer to ', '');
    await userEvent.click(transfer);
    const dialog = within(await screen.findByRole('dialog', { name: `Transfer to ${username}` }));
    await expectVisible(dialog.getByRole('textbox', { name: /^Amount/ }));
    await userEvent.keyboard('100');
    await userEvent.click(dialog.getByLabelText(/^Withdrawal password/));
    await userEvent.paste('000000');
    await userEvent.click(dialog.getByRole('button', { name: /^Transfer$/ }));
    await waitFor(
      () =>
        expect(dialog.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
          'The withdrawal password is incorrect.',
        ),
      seedTimeout,
    );
    await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
  },
};

/** One member's figures as the platform answers them: every row of the detail dialog is checked. */
const memberDetail = {
  id: 901,
  username: 'player01',
  type: 0,
  balance: 1_234.5,
  registeredAt: Date.UTC(2026, 9, 1, 8, 0),
  lastLoginAt: Date.UTC(2026, 10, 20, 9, 30),
  status: 'active',
  depth: 2,
  children: 0,
  uplineName: 'agent1',
  teamSize: 3,
  deposits: 5_000,
  withdrawals: 1_200,
  bets: 1_321,
  validBet: 4_321.5,
  profitLoss: -250.75,
};

const memberDetailHandlers = [
  http.get('*/wps/agent/team/member', () => HttpResponse.json({ success: true, value: memberDetail })),
  ...platformHandlers,
];

/** Opens the first listed member's details and answers the dialog, once its figures are in. */
async function openMemberDetail() {
  const { panel } = await teamPanel();
  const open = (await panel.findAllByRole('button', { name: /^Details of / }, seedTimeout))[0]!;
  const username = open.getAttribute('aria-label')!.replace('Details of ', '');
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: username }, seedTimeout);
  await expectVisible(dialog);
  const rows = within(dialog);
  await expectVisible(await rows.findByText('Deposits', {}, seedTimeout));
  /** The figure a row shows, by its heading. */
  const figure = (heading: string) => rows.getByText(heading, { selector: 'dt' }).nextElementSibling;
  return { dialog: rows, figure, opener: open, username };
}

/** AURORA: a member's details, each figure as the platform gave it, in pesos. */
export const MemberDetail: Story = {
  name: 'Member detail',
  globals: { brand: 'aurora' },
  parameters: { msw: memberDetailHandlers },
  play: async () => {
    const { dialog, figure } = await openMemberDetail();
    await expect(figure('Account type')).toHaveTextContent('Member');
    await expect(figure('Status')).toHaveTextContent('Active');
    await expect(figure('Level')).toHaveTextContent('Level 2');
    await expect(figure('Upline')).toHaveTextContent('agent1');
    await expect(figure('Their team')).toHaveTextContent('3');
    await expect(figure('Balance')).toHaveTextContent('P1,234.50');
    await expect(figure('Deposits')).toHaveTextContent('P5,000.00');
    await expect(figure('Withdrawals')).toHaveTextContent('P1,200.00');
    await expect(figure('Bets')).toHaveTextContent('1,321');
    await expect(figure('Turnover')).toHaveTextContent('P4,321.50');
    await expect(figure('Profit and loss')).toHaveTextContent('−P250.75');
    await expect(dialog.getByRole('button', { name: 'Transfer' })).toBeVisible();
  },
};

/** JADE: the same details in JADE's colours; Escape closes them and focus goes back to the row. */
export const MemberDetailJade: Story = {
  name: 'Member detail (JADE)',
  globals: { brand: 'jade' },
  parameters: { msw: memberDetailHandlers },
  play: async () => {
    const { figure, opener, username } = await openMemberDetail();
    await expect(figure('Deposits')).toHaveTextContent(/5,000\.00/);
    await expect(figure('Profit and loss')).toHaveTextContent(/^−.*250\.75$/);
    await expect(figure('Bets')).toHaveTextContent('1,321');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: username })).toBeNull(), seedTimeout);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The team could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/agent/team/members', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await agentCentrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your team could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
