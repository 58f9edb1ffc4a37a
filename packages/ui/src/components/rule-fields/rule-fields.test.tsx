import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RuleTranslate } from '../../forms/register-messages.ts';
import type { RuleProblemReporter } from '../../forms/register-rules.ts';
import type { RegisterFormValues } from '../../forms/register-schema.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { lenientBrandRules, registerFieldLabels, strictBrandRules, translateRuleMessage } from './register-fixtures.ts';
import { RuleFields } from './rule-fields.tsx';
import { useRegisterForm } from './use-register-form.ts';

interface HarnessProps {
  rules: unknown;
  t?: RuleTranslate;
  onSubmit?: (values: RegisterFormValues) => void;
  onRuleProblem?: RuleProblemReporter;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

function Harness({
  rules,
  t = translateRuleMessage,
  onSubmit = () => {},
  onRuleProblem,
  ref,
  className,
}: HarnessProps) {
  const { form, fields } = useRegisterForm({ rules, t, onRuleProblem });
  return (
    <form noValidate aria-label="Register" onSubmit={form.handleSubmit(onSubmit)}>
      <RuleFields
        ref={ref}
        className={className}
        form={form}
        fields={fields}
        labels={registerFieldLabels}
        showPasswordLabel="Show password"
        hidePasswordLabel="Hide password"
      />
      <button type="submit">Create account</button>
    </form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
const password = () => screen.getByLabelText(/^Password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);

describe('RuleFields', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'rule-fields',
      element: HTMLDivElement,
      render: (props) => <Harness rules={strictBrandRules} {...props} />,
    });
  });

  it('shows only the enabled fields, in order, with required markers and hints', () => {
    const { container } = render(<Harness rules={strictBrandRules} />);
    const names = [...container.querySelectorAll('[data-slot="field"]')].map((field) =>
      field.getAttribute('data-field'),
    );
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'mobileNum',
      'affiliateCode',
      'captcha',
    ]);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveAccessibleDescription('Start with a letter, then letters and digits, 6-16 characters');
    expect(screen.getByRole('textbox', { name: 'Affiliate code' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('textbox', { name: 'WeChat' })).toBeNull();
  });

  it('marks every broken field on submit and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<Harness rules={strictBrandRules} onSubmit={onSubmit} />);
    await submit();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toBeInvalid());
    expect(username).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: 'Affiliate code' })).not.toBeInvalid();
    expect(screen.getAllByRole('alert')).toHaveLength(7);
    expect(screen.getByRole('textbox', { name: 'Username' }).closest('[data-slot="field"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, then as it changes', async () => {
    render(<Harness rules={strictBrandRules} />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(mobile, '917');
    expect(mobile).not.toBeInvalid();
    await userEvent.tab();
    await waitFor(() => expect(mobile).toBeInvalid());
    expect(mobile).toHaveAccessibleDescription('Digits only, 10 digits');
    await userEvent.type(mobile, '1234567');
    await waitFor(() => expect(mobile).not.toBeInvalid());
    expect(mobile).toHaveAccessibleDescription('Digits only, 10 digits');
  });

  it('re-checks the confirmation when the password changes under it', async () => {
    render(<Harness rules={lenientBrandRules} />);
    await userEvent.type(password(), 'hunter2');
    await userEvent.type(confirmation(), 'hunter2');
    await userEvent.tab();
    expect(confirmation()).not.toBeInvalid();
    await userEvent.type(password(), 'x');
    await waitFor(() => expect(confirmation()).toBeInvalid());
    expect(confirmation()).toHaveAccessibleDescription('The passwords do not match');
    await userEvent.type(confirmation(), 'x');
    await waitFor(() => expect(confirmation()).not.toBeInvalid());
  });

  it('sends the values of the enabled fields once every rule is met', async () => {
    const onSubmit = vi.fn();
    render(<Harness rules={lenientBrandRules} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'abcd');
    await userEvent.type(password(), 'hunter2');
    await userEvent.type(confirmation(), 'hunter2');
    await userEvent.type(screen.getByRole('textbox', { name: 'LINE ID' }), '[[not a pattern]');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      username: 'abcd',
      password: 'hunter2',
      confirmPassword: 'hunter2',
      qqNum: '',
      line: '[not a pattern]',
      mobileNum: '',
      recommenderId: '',
    });
  });

  it('reports a broken rule once, even when the language changes', async () => {
    const onRuleProblem = vi.fn();
    const { rerender } = render(<Harness rules={lenientBrandRules} onRuleProblem={onRuleProblem} />);
    const filipino: RuleTranslate = (key) => (key === 'reg_required' ? 'Kailangan ito' : translateRuleMessage(key));
    rerender(<Harness rules={lenientBrandRules} onRuleProblem={onRuleProblem} t={filipino} />);
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Kailangan ito'),
    );
    expect(onRuleProblem).toHaveBeenCalledOnce();
    expect(onRuleProblem.mock.calls[0]![0]).toMatchObject({ kind: 'invalid-pattern', field: 'line' });
  });

  it('renders no fields for rules it cannot read, without throwing', () => {
    const onRuleProblem = vi.fn();
    render(<Harness rules="maintenance" onRuleProblem={onRuleProblem} />);
    const form = screen.getByRole('form', { name: 'Register' });
    expect(within(form).queryAllByRole('textbox')).toHaveLength(0);
    expect(onRuleProblem).toHaveBeenCalledWith(expect.objectContaining({ kind: 'malformed-rules' }));
  });
});
