import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RuleProblemReporter } from '../../forms/register-rules.ts';
import type { RegisterFormValues } from '../../forms/register-schema.ts';
import { Button } from '../button/button.tsx';
import { lenientBrandRules, registerFieldLabels, strictBrandRules, translateRuleMessage } from './register-fixtures.ts';
import { RuleFields } from './rule-fields.tsx';
import { useRegisterForm } from './use-register-form.ts';

interface RegisterDemoProps {
  title: string;
  rules: unknown;
  onRegister: (values: RegisterFormValues) => void;
  onRuleProblem?: RuleProblemReporter;
  defaultValues?: RegisterFormValues;
  /** Check every field on first render, to show the error states at once. */
  validateOnMount?: boolean;
}

/** What the site's register modal does with the pieces: its own form, heading and submit button. */
function RegisterDemo({ title, rules, onRegister, onRuleProblem, defaultValues, validateOnMount }: RegisterDemoProps) {
  const { form, fields } = useRegisterForm({ rules, t: translateRuleMessage, onRuleProblem, defaultValues });
  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [form, validateOnMount]);
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit(onRegister)}
      className="grid w-full max-w-sm content-start gap-5 rounded-xl border border-border bg-card p-5 text-card-foreground"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <RuleFields
        form={form}
        fields={fields}
        labels={registerFieldLabels}
        showPasswordLabel="Show password"
        hidePasswordLabel="Hide password"
        placeholders={{ username: 'e.g. lucky88', email: 'name@example.com' }}
        adornments={{ mobileNum: { leading: <span className="text-foreground">+63</span> } }}
      />
      <Button type="submit">Create account</Button>
    </form>
  );
}

const meta = {
  title: 'Domain/RuleFields',
  component: RegisterDemo,
  tags: ['autodocs'],
  args: { title: 'Create your account', rules: strictBrandRules, onRegister: fn(), onRuleProblem: fn() },
} satisfies Meta<typeof RegisterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A brand with strict rules: submit empty, fix one field at a time, then register. */
export const StrictBrand: Story = {
  args: { title: 'Strict brand' },
  play: async ({ args, canvas }) => {
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAccessibleDescription('Start with a letter, then letters and digits, 6-16 characters');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Digits only, 10 digits',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(username).toBeInvalid());
    await expect(username).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('textbox', { name: 'Affiliate code' })).not.toBeInvalid();
    await expect(canvas.getAllByRole('alert').length).toBe(7);
    await expect(args.onRegister).not.toHaveBeenCalled();

    await userEvent.type(username, '9lives');
    await expect(username).toHaveAccessibleDescription('Start with a letter, then letters and digits, 6-16 characters');
    await expect(username).toBeInvalid();
    await userEvent.clear(username);
    await userEvent.type(username, 'lucky88');
    await waitFor(() => expect(username).not.toBeInvalid());

    await userEvent.type(canvas.getByLabelText(/^Password/), 'Jackpot#2024');
    const confirmation = canvas.getByLabelText(/^Confirm password/);
    await userEvent.type(confirmation, 'Jackpot#2025');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('The passwords do not match'));
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Jackpot#2024');
    await waitFor(() => expect(confirmation).not.toBeInvalid());

    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Maria Santos');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '4827');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(args.onRegister).toHaveBeenCalledOnce());
    await expect(args.onRegister.mock.calls[0]![0]).toEqual({
      username: 'lucky88',
      password: 'Jackpot#2024',
      confirmPassword: 'Jackpot#2024',
      payeeName: 'Maria Santos',
      email: 'maria@example.com',
      mobileNum: '9171234567',
      affiliateCode: '',
      captcha: '4827',
    });
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

/** A brand with loose rules and a broken LINE expression: few fields, few checks, problem reported. */
export const LenientBrand: Story = {
  args: { title: 'Lenient brand', rules: lenientBrandRules },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onRuleProblem).toHaveBeenCalledOnce());
    await expect(args.onRuleProblem).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'invalid-pattern', field: 'line' }),
    );
    await expect(canvas.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'LINE ID' })).not.toHaveAttribute('aria-describedby');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: 'QQ number' }), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('Any characters, 4-20 long'));
    await expect(username).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'QQ number' })).toHaveAccessibleDescription(
      'Digits only, 5-11 digits',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required');

    await userEvent.type(username, 'd');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'QQ number' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'LINE ID' }), '~anything goes~');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'hunter2');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledOnce());
    await expect(username).not.toBeInvalid();
    await expect(args.onRegister.mock.calls[0]![0]).toMatchObject({
      username: 'abcd',
      line: '~anything goes~',
      qqNum: '',
    });
  },
};

/** Both brands side by side: the strict one with every message showing, the lenient one fresh. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-6 p-4">
      <RegisterDemo
        {...args}
        title="Strict brand, with errors"
        rules={strictBrandRules}
        defaultValues={{ username: '9lives', password: 'jackpot', confirmPassword: 'jackpot!', mobileNum: '917' }}
        validateOnMount
      />
      <RegisterDemo {...args} title="Lenient brand" rules={lenientBrandRules} />
    </div>
  ),
  play: async ({ canvas }) => {
    const strict = within(canvas.getByRole('form', { name: 'Strict brand, with errors' }));
    await waitFor(() => expect(strict.getByRole('textbox', { name: 'Username' })).toBeInvalid());
    await expect(strict.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('The passwords do not match');
  },
};
