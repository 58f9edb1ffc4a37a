import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Input } from '../input/input.tsx';
import { PasswordInput } from '../password-input/password-input.tsx';
import { Field } from './field.tsx';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Username',
    hint: '6–16 characters, starting with a letter',
    children: <Input placeholder="Enter your username" />,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const usernameRule = /^[a-z][a-z0-9]{5,15}$/i;

function ValidatedUsername() {
  const [value, setValue] = useState('');
  const error =
    value !== '' && !usernameRule.test(value) ? 'Use 6–16 letters and digits, starting with a letter' : undefined;
  return (
    <Field label="Username" hint="6–16 characters, starting with a letter" error={error} required>
      <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="username" />
    </Field>
  );
}

/** Tab in, type a value that breaks the rule, hear the message, then fix it. */
export const ValidationAnnounced: Story = {
  render: () => <ValidatedUsername />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('6–16 characters, starting with a letter');
    await expect(input).toHaveAttribute('aria-required', 'true');

    await userEvent.keyboard('9lives');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Use 6–16 letters and digits, starting with a letter');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      '6–16 characters, starting with a letter Use 6–16 letters and digits, starting with a letter',
    );
    await expect(input.closest('[data-slot="field"]')).toHaveAttribute('data-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.keyboard('lives9');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(input).not.toBeInvalid();
  },
};

/** Any control can join a Field through the render prop, here a native select. */
export const RenderProp: Story = {
  args: {
    label: 'Currency',
    hint: 'Balances and bets are shown in this currency',
    children: (control) => (
      <select
        {...control}
        defaultValue="PHP"
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <option value="PHP">Philippine peso</option>
        <option value="USD">US dollar</option>
      </select>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveAccessibleDescription('Balances and bets are shown in this currency');
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const CheckboxField: Story = {
  args: {
    orientation: 'horizontal',
    label: 'I am 18 or older and agree to the terms',
    hint: undefined,
    error: 'Please confirm your age and accept the terms',
    required: true,
    children: <Checkbox />,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I am 18 or older and agree to the terms' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Please confirm your age and accept the terms');
    await userEvent.click(canvas.getByText('I am 18 or older and agree to the terms'));
    await expect(checkbox).toBeChecked();
  },
};

/** Vertical and horizontal, with and without hint, error and required marker. */
export const AllStates: Story = {
  args: { children: null },
  render: () => (
    <div className="grid gap-6 p-4">
      <Field label="Username">
        <Input placeholder="Enter your username" />
      </Field>
      <Field label="Username" hint="6–16 characters, starting with a letter" required>
        <Input defaultValue="lucky88" />
      </Field>
      <Field
        label="Username"
        hint="6–16 characters, starting with a letter"
        error="Use 6–16 letters and digits, starting with a letter"
        required
      >
        <Input defaultValue="9l" />
      </Field>
      <Field label="Password" error="Enter your password" required>
        <PasswordInput showLabel="Show password" hideLabel="Hide password" />
      </Field>
      <Field orientation="horizontal" label="Remember password">
        <Checkbox defaultChecked />
      </Field>
      <Field
        orientation="horizontal"
        label="I am 18 or older and agree to the terms"
        hint="You must be of legal age to play"
        error="Please confirm your age and accept the terms"
        required
      >
        <Checkbox />
      </Field>
    </div>
  ),
};
