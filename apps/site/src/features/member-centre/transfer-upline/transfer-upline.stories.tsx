import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue, centrePanel } from '../../../stories/seed.ts';
import TransferUplinePage from './transfer-upline-page.tsx';

const meta = {
  title: 'Pages/Member centre/Transfer to upline',
  component: TransferUplinePage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=transferUpline', viewer: 'member' },
  },
} satisfies Meta<typeof TransferUplinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedUpline {
  uplineName: string;
  sumBalance: number;
}

const transferPath = '*/wps/v2/wallets/transfer/upline';

/** The form once the upline has been read, with the demo member's upline in it. */
async function uplineForm() {
  const panel = await centrePanel();
  const form = await within(panel).findByRole('form', { name: 'Transfer to your upline' }, seedTimeout);
  await expectVisible(form);
  const { uplineName } = seedValue<RecordedUpline>('upline', {}, 'member');
  await expect(within(form).getByRole('textbox', { name: /^Upline/ })).toHaveValue(uplineName);
  return within(form);
}

/** Puts text in a field as one paste: one change for the form, not one per key. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Amount and withdrawal password entered, then the review dialog open. */
async function review(form: Awaited<ReturnType<typeof uplineForm>>, amount: string) {
  await enter(form.getByRole('textbox', { name: /^Amount/ }), amount);
  await enter(form.getByLabelText(/^Withdrawal password/), '135790');
  await userEvent.click(form.getByRole('button', { name: 'Review transfer' }));
  return within(await screen.findByRole('alertdialog', { name: 'Transfer to your upline?' }));
}

/** Sends the reviewed transfer; the form is read again once the dialog has let go of the page. */
async function send(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), seedTimeout);
}

/** AURORA: the transfer reviewed, sent, and the balance after it said. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.post(transferPath, () =>
        HttpResponse.json({ success: true, value: { transactionId: 901, uplineName: 'agent1', sumBalance: 5_120.5 } }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const form = await uplineForm();
    const dialog = await review(form, '250');
    // The dialog fades in: its text is visible once the fade has begun, looked for until then.
    await expectVisible(dialog.getByText(/P250\.00 goes to agent1/));
    await send(dialog);
    const done = await screen.findByText(/P250\.00 was sent to agent1\. Your balance is P5,120\.50\./);
    await expect(done).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  },
};

/** JADE: a wrong withdrawal password is said at its field, and the amount typed stays. */
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
    const form = await uplineForm();
    const dialog = await review(form, '100');
    await send(dialog);
    await waitFor(() =>
      expect(form.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
        'The withdrawal password is incorrect.',
      ),
    );
    await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
  },
};

/** Mistakes as they are typed: more than the balance, three decimals, a short password. */
export const FormErrors: Story = {
  name: 'Form errors',
  globals: { brand: 'aurora' },
  play: async () => {
    const form = await uplineForm();
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    await enter(amount, '999999');
    await userEvent.click(form.getByRole('button', { name: 'Review transfer' }));
    await expect(amount).toHaveAccessibleDescription(/That is more than you have: at most P5,370\.50\./);
    await userEvent.clear(amount);
    await enter(amount, '10.555');
    await expect(amount).toHaveAccessibleDescription('Use at most two decimals (cents).');
    await expect(form.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      'Please enter your withdrawal password.',
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The upline could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(transferPath, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await centrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your upline could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
