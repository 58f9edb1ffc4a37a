import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading games' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading games');
    await expect(status).not.toHaveAttribute('aria-hidden');
  },
};

export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner {...args} size="sm" />
      Refreshing balance
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const spinner = canvasElement.querySelector('[data-slot="spinner"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
  },
};

const sizes = ['sm', 'md', 'lg'] as const;

/** Every size, in the foreground, primary and muted colours it inherits from its text. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 p-4">
      {(['text-foreground', 'text-primary', 'text-muted-foreground'] as const).map((tone) => (
        <div key={tone} className={`flex items-center gap-6 ${tone}`}>
          {sizes.map((size) => (
            <Spinner key={size} size={size} label={`Loading (${size})`} />
          ))}
        </div>
      ))}
    </div>
  ),
};
