import type { SecurityOverview } from '@lobbykit/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { rsaKeyHandler } from '../../../stories/rsa-key-handler.ts';
import { seedTimeout, seedValue, centrePage, centrePanel } from '../../../stories/seed.ts';
import SecurityCentrePage from './security-centre-page.tsx';

const meta = {
  title: 'Pages/Member centre/My account',
  component: SecurityCentrePage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=securityCenter', viewer: 'member' },
  },
} satisfies Meta<typeof SecurityCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page once its read is in: the demo member has everything set up. */
const accountPage = () => centrePage('security-centre');

/** Every card, with where the demo member stands as the platform said it (the sandbox's seed). */
async function expectSeededAccount() {
  const page = await accountPage();
  const overview = seedValue<SecurityOverview>('securityOverview', {}, 'member');
  const { nickname, id } = seedValue<{ nickname: string; id: number }>('memberInfo', {}, 'member');
  for (const title of ['Profile', 'Login password', 'Withdrawal password', 'Mobile number', 'E-mail address']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByText(nickname, { selector: '[data-slot="nickname"]' })).toBeVisible();
  await expect(page.getByText(String(id), { selector: '[data-slot="member-id"]' })).toBeVisible();
  await expect(page.getByText(`+${overview.countryDialingCode} ${overview.mobileNum}`)).toBeVisible();
  await expect(page.getByText(overview.email!)).toBeVisible();
  await expect(page.getAllByText('Verified')).toHaveLength(2);
  return page;
}

/** AURORA: lenient rules (password 6–20 letters and digits). */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    await expectSeededAccount();
  },
};

/** JADE: its own colours and stricter rules (8–20 characters with an uppercase letter). */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const page = await expectSeededAccount();
    const password = within(page.getByRole('region', { name: 'Login password' }));
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(password.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      '8–20 letters and digits, with at least one uppercase letter',
    );
  },
};

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 60; presses++) {
    if (document.activeElement === target) return;
    await userEvent.tab();
  }
  throw new Error(`Tab never reached ${target.outerHTML.slice(0, 80)}`);
}

/**
 * The password changed with the keyboard alone: Tab to the card's button, Enter, type the three
 * passwords (Tab between them), Enter to send. The platform's answers to the change are the
 * story's own (the recorded answers are reads only).
 */
export const ChangePasswordWithKeyboard: Story = {
  name: 'Change password with the keyboard',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      rsaKeyHandler,
      http.post('*/wps/member/password', () => HttpResponse.json({ success: true, value: null })),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await accountPage();
    const card = within(page.getByRole('region', { name: 'Login password' }));
    await tabTo(card.getByRole('button', { name: 'Change password' }));
    await userEvent.keyboard('{Enter}');

    const form = within(await card.findByRole('form', { name: 'Change your login password' }));
    const current = form.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('Demo1234');
    await tabTo(form.getByLabelText(/^New password/));
    await userEvent.keyboard('Lucky2025');
    await tabTo(form.getByLabelText(/^Confirm new password/));
    await userEvent.keyboard('Lucky2025{Enter}');

    await expect(await card.findByText(/Your password has been changed/, {}, seedTimeout)).toBeVisible();
    // The form is gone and focus is back on the button that opened it.
    await waitFor(() => expect(card.getByRole('button', { name: 'Change password' })).toHaveFocus());
  },
};

/** Each form's messages for what is missing or breaks a rule, nothing sent. */
export const FormErrors: Story = {
  name: 'Form errors',
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await accountPage();
    const card = (name: string) => within(page.getByRole('region', { name }));

    const password = card('Login password');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await userEvent.type(password.getByLabelText(/^New password/), 'short');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(password.getByText('Please enter your current password.')).toBeVisible();
    await expect(password.getByText(/6–20 characters with both letters and digits/)).toBeVisible();
    await expect(password.getByText('Please enter the new password again.')).toBeVisible();

    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Change withdrawal password' }));
    await userEvent.type(payment.getByLabelText(/^New withdrawal password/), '12ab');
    await userEvent.click(payment.getByRole('button', { name: 'Change withdrawal password' }));
    await expect(payment.getByText('Please enter your current withdrawal password.')).toBeVisible();
    await expect(payment.getByText('A withdrawal password is exactly 6 digits (0–9).')).toBeVisible();

    const mobile = card('Mobile number');
    await userEvent.click(mobile.getByRole('button', { name: 'Change number' }));
    await userEvent.click(mobile.getByRole('button', { name: 'Bind number' }));
    await expect(mobile.getByText('Please enter your mobile number.')).toBeVisible();
    await expect(mobile.getByText('Please enter the verification code.')).toBeVisible();
  },
};

/** The account could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/member/info/security', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await centrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your account details could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
