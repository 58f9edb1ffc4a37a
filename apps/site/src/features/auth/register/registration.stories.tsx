import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { expectShown } from '../../../stories/locale-axis.ts';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import RegisterDialog from './register-dialog.tsx';

interface Rule {
  enabled: boolean;
  required: boolean;
}
interface Status {
  info: { register: Record<string, Rule> };
}

/** Fields the brand's rules alone decide: shown when enabled, required when the rule says so. */
const ruleOnlyFields = ['payeeName', 'paymentPassword', 'email', 'line', 'whatsapp', 'facebook', 'wechat', 'qqNum'];

/** The registration form follows the brand's recorded rules field by field. */
async function expectFormFollowsRules() {
  const dialog = await screen.findByRole('dialog', { name: /create your account/i }, seedTimeout);
  await expectVisible(await within(dialog).findByRole('textbox', { name: /username/i }, seedTimeout));
  const rules = seedValue<Status>('systemStatus').info.register;
  for (const name of ruleOnlyFields) {
    const field = dialog.querySelector(`[data-field="${name}"]`);
    const rule = rules[name];
    if (!rule?.enabled) {
      await expect(field).toBeNull();
      continue;
    }
    await expectVisible(field);
    const control = field!.querySelector('input')!;
    if (rule.required) await expect(control).toBeRequired();
    else await expect(control).not.toBeRequired();
  }
  return dialog;
}

const meta = {
  title: 'Pages/Registration',
  component: RegisterDialog,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  // /register opens registration over the home screen, as the route table says.
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/register' },
  },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aurora's lenient rules: username and password required, contact fields optional, no captcha. */
export const AuroraRules: Story = {
  name: 'Aurora rules',
  globals: { brand: 'aurora' },
  play: async () => {
    const dialog = await expectFormFollowsRules();
    await expect(within(dialog).queryByRole('img', { name: /captcha/i })).not.toBeInTheDocument();
  },
};

/** Jade's strict rules: mobile number, payee name and payment password required, and a captcha. */
export const JadeRules: Story = {
  name: 'Jade rules',
  globals: { brand: 'jade' },
  play: async () => {
    const dialog = await expectFormFollowsRules();
    await expectVisible(await within(dialog).findByRole('img', { name: /captcha/i }, seedTimeout));
  },
};

/** Aurora's form, for the visual matrix's locale axis. */
export const Locales: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    await expectShown('[role="dialog"] [data-field="username"] input');
  },
};
