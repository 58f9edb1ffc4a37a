import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePanel, expectVisible, seedTimeout } from '../../../stories/seed.ts';
import TeamManagementPage from './team-management-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Team management',
  component: TeamManagementPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=agent&page=agentTeamManagement', viewer: 'agent' },
  },
} satisfies Meta<typeof TeamManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const transferPath = '*/wps/agent/team/transfer';

/** The panel once the team's first page is in (cards or a table, as wide as the panel is). */
async function teamPanel() {
  const panel = await centrePanel(/agent centre/i);
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
    const panel = await centrePanel(/agent centre/i);
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your team could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
