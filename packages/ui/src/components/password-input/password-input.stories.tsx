import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordInput } from './password-input.tsx';
import { LockIcon } from '../../icons/lock.ts';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Password',
    placeholder: 'Enter your password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    autoComplete: 'current-password',
    onVisibleChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, then reveal and hide again from the keyboard: the value stays as typed. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Jackpot#2024');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Jackpot#2024');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A pointer press on the eye leaves the caret where it was, so typing carries on in place. */
export const KeepsCaret: Story = {
  args: { defaultValue: 'Jackpot2024' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    await userEvent.click(input);
    input.setSelectionRange(7, 7);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input.selectionStart).toBe(7);
    await userEvent.keyboard('#');
    await expect(input).toHaveValue('Jackpot#2024');
  },
};

const sizes = ['sm', 'md', 'lg'] as const;

/** Hidden and shown at each size, with an icon, invalid and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid max-w-xl gap-6 p-4">
      {sizes.map((size) => (
        <div key={size} className="grid gap-3">
          <PasswordInput {...args} size={size} aria-label={`Password ${size}`} defaultValue="Jackpot2024" />
          <PasswordInput
            {...args}
            size={size}
            aria-label={`Shown password ${size}`}
            defaultValue="Jackpot2024"
            defaultVisible
          />
          <PasswordInput
            {...args}
            size={size}
            aria-label={`Password with icon ${size}`}
            placeholder="Enter your password"
            leading={<LockIcon />}
          />
          <PasswordInput
            {...args}
            size={size}
            aria-label={`Invalid password ${size}`}
            defaultValue="abc"
            aria-invalid
          />
          <PasswordInput {...args} size={size} aria-label={`Disabled password ${size}`} defaultValue="abc" disabled />
        </div>
      ))}
    </div>
  ),
};
