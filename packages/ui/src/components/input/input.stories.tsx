import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './input.tsx';
import { SearchIcon } from '../../icons/search.ts';
import { SmartphoneIcon } from '../../icons/smartphone.ts';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Username', placeholder: 'Enter your username', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('lucky88');
    await expect(input).toHaveValue('lucky88');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const WithAdornments: Story = {
  args: {
    'aria-label': 'Mobile number',
    placeholder: '912 345 6789',
    type: 'tel',
    leading: (
      <>
        <SmartphoneIcon />
        <span className="ms-1.5 text-foreground">+63</span>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(input);
    await userEvent.keyboard('9123456789');
    await expect(input).toHaveValue('9123456789');
    // The group draws the box, so the focus ring surrounds the dialling code too.
    const group = canvasElement.querySelector('[data-slot="input-group"]');
    await expect(group).toContainElement(input);
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'lucky88' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).not.toHaveFocus();
  },
};

const sizes = ['sm', 'md', 'lg'] as const;

/** Each size plain, with adornments, invalid, disabled and filled. */
export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-xl gap-6 p-4">
      {sizes.map((size) => (
        <div key={size} className="grid gap-3">
          <Input size={size} aria-label={`Username ${size}`} placeholder="Enter your username" />
          <Input size={size} aria-label={`Search games ${size}`} placeholder="Search games" leading={<SearchIcon />} />
          <Input size={size} aria-label={`Deposit amount ${size}`} defaultValue="500.00" leading="P" trailing="PHP" />
          <Input size={size} aria-label={`Invalid username ${size}`} defaultValue="ab" aria-invalid />
          <Input
            size={size}
            aria-label={`Invalid search ${size}`}
            defaultValue="zz"
            leading={<SearchIcon />}
            aria-invalid
          />
          <Input size={size} aria-label={`Disabled username ${size}`} defaultValue="lucky88" disabled />
        </div>
      ))}
    </div>
  ),
};
