import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember password', onCheckedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const LabelClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(canvas.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: { label: 'I am 18 or older and agree to the terms', 'aria-invalid': true, required: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I am 18 or older and agree to the terms' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const sizes = ['sm', 'md'] as const;
const states = [
  { name: 'Unchecked', checked: false },
  { name: 'Checked', checked: true },
  { name: 'Indeterminate', checked: 'indeterminate' },
] as const;

/** Unchecked, checked and indeterminate at both sizes; invalid, disabled and unlabelled rows. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 p-4">
      {sizes.map((size) => (
        <div key={size} className="grid gap-3">
          {states.map((state) => (
            <div key={state.name} className="flex flex-wrap gap-x-6 gap-y-3">
              <Checkbox size={size} defaultChecked={state.checked} label={`${state.name} ${size}`} />
              <Checkbox
                size={size}
                defaultChecked={state.checked}
                label={`Invalid ${state.name} ${size}`}
                aria-invalid
              />
              <Checkbox size={size} defaultChecked={state.checked} label={`Disabled ${state.name} ${size}`} disabled />
              <Checkbox size={size} defaultChecked={state.checked} aria-label={`Unlabelled ${state.name} ${size}`} />
            </div>
          ))}
        </div>
      ))}
      <div className="max-w-xs">
        <Checkbox label="I confirm I am 18 or older and have read and agree to the terms and conditions and the privacy policy" />
      </div>
    </div>
  ),
};
