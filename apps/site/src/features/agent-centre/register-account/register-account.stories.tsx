import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { agentCentrePanel, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { rsaKeyHandler } from '../../../stories/rsa-key-handler.ts';
import { expectVisible, seedTimeout } from '../../../stories/seed.ts';
import RegisterAccountPage from './register-account-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Register account',
  component: RegisterAccountPage,
  ...agentPageStoryMeta('agentRegister'),
  tags: ['!autodocs'],
} satisfies Meta<typeof RegisterAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const registerPath = '*/wps/agent/team/register';

async function registerForm() {
  const panel = await agentCentrePanel();
  const form = await within(panel).findByRole('form', { name: 'Register a downline account' }, seedTimeout);
  await expectVisible(form);
  return { panel: within(panel), form: within(form) };
}

/** AURORA: a member registered; the form says who and empties for the next one. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.post(registerPath, () =>
        HttpResponse.json({ success: true, value: { memberId: 9001, username: 'lucky88', type: 0 } }),
      ),
      rsaKeyHandler,
      ...platformHandlers,
    ],
  },
  play: async () => {
    const { panel, form } = await registerForm();
    await userEvent.type(form.getByRole('textbox', { name: /^Username/ }), 'lucky88');
    await userEvent.type(form.getByLabelText(/^Password/), 'Lucky2024');
    await userEvent.type(form.getByLabelText(/^Confirm password/), 'Lucky2024');
    await userEvent.click(form.getByRole('button', { name: 'Register account' }));
    await expect(
      await panel.findByText('lucky88 is registered and is now in your team.', {}, seedTimeout),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveValue('');
  },
};

/** JADE: the platform refuses a taken name; its message shows and everything typed stays. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: {
    msw: [
      http.post(registerPath, () =>
        HttpResponse.json({ success: false, code: 'INVALID_INPUT', message: 'This username is already taken.' }),
      ),
      rsaKeyHandler,
      ...platformHandlers,
    ],
  },
  play: async () => {
    const { panel, form } = await registerForm();
    // An empty form names its required fields first, and sends nothing.
    await userEvent.click(form.getByRole('button', { name: 'Register account' }));
    await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await userEvent.type(form.getByRole('textbox', { name: /^Username/ }), 'lucky888');
    await userEvent.type(form.getByLabelText(/^Password/), 'Lucky2024A');
    await userEvent.type(form.getByLabelText(/^Confirm password/), 'Lucky2024A');
    await userEvent.type(form.getByRole('textbox', { name: /^Full name/ }), 'Ana Santos');
    await userEvent.type(form.getByLabelText(/^Withdrawal password/), '112233');
    await userEvent.type(form.getByRole('textbox', { name: /^Mobile/ }), '9171234567');
    await userEvent.click(form.getByRole('button', { name: 'Register account' }));
    await expect(await panel.findByRole('alert', {}, seedTimeout)).toHaveTextContent('This username is already taken.');
    await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveValue('lucky888');
  },
};
