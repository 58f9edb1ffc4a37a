import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectProps,
  type SelectTriggerProps,
} from './select.tsx';

type BankFieldProps = SelectProps & {
  label?: string;
  error?: string;
  trigger?: SelectTriggerProps;
};

/** A labelled select as a form would use it, with an optional error message. */
function BankField({ label = 'Bank', error, trigger, ...props }: BankFieldProps) {
  const id = useId();
  return (
    <div className="grid max-w-sm content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select {...props}>
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...trigger}
        >
          <SelectValue placeholder="Choose your bank" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Popular</SelectLabel>
            <SelectItem value="vcb">Vietcombank</SelectItem>
            <SelectItem value="tcb" disabled>
              Techcombank (under maintenance)
            </SelectItem>
            <SelectItem value="acb">ACB</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>All banks</SelectLabel>
            <SelectItem value="bidv">BIDV</SelectItem>
            <SelectItem value="mb">MB Bank</SelectItem>
            <SelectItem value="vpb">VPBank</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onOpenChange: fn() },
  render: (args) => <BankField {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to it, Enter opens, arrows move past the disabled bank, Enter chooses and focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveTextContent('Choose your bank');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Vietcombank' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'ACB' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('acb');
    await expect(trigger).toHaveTextContent('ACB');
    await expect(trigger).toHaveFocus();

    // Escape closes without changing the choice.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('ACB');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

/** A validation error: aria-invalid on the trigger and the message linked to it. */
export const Invalid: Story = {
  render: (args) => <BankField {...args} error="Choose the bank of your withdrawal account." />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the bank of your withdrawal account.');
  },
};

/** Placeholder, chosen value, invalid and disabled, at each size. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2">
      <BankField label="Placeholder" />
      <BankField label="Chosen" defaultValue="vcb" />
      <BankField label="Invalid" error="Choose the bank of your withdrawal account." />
      <BankField label="Disabled" defaultValue="acb" disabled />
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <BankField key={size} label={`Size ${size}`} defaultValue="bidv" trigger={{ size }} />
      ))}
    </div>
  ),
};
