import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.tsx';
import { MailIcon } from '../../icons/mail.ts';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3 },
  argTypes: {
    variant: {
      control: 'select',
      options: ['destructive', 'primary', 'secondary', 'success', 'warning', 'outline', 'hot'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('3');
  },
};

/** Large counts are capped; screen readers still hear the real number. */
export const Capped: Story = {
  args: { count: 120, accessibleLabel: '120 unread messages' },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="badge"]');
    await expect(badge).toHaveTextContent('99+');
    await expect(canvas.getByText('120 unread messages')).toHaveClass('sr-only');
  },
};

/** Nothing at all is rendered for zero. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

/** A badge on a menu entry, as in the member centre. */
export const OnMenuItem: Story = {
  args: { count: 12, accessibleLabel: '12 unread' },
  render: (args) => (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring"
    >
      <MailIcon className="size-4" aria-hidden="true" />
      Platform messages
      <Badge {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Platform messages 12 unread');
  },
};

const variants = ['destructive', 'primary', 'secondary', 'success', 'warning', 'outline', 'hot'] as const;
const sizes = ['sm', 'md'] as const;

/** Every variant at both sizes as a count, a capped count, a label and a dot. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 p-4">
      {sizes.map((size) =>
        variants.map((variant) => (
          <div key={`${size}-${variant}`} className="flex flex-wrap items-center gap-3">
            <Badge variant={variant} size={size} count={1} />
            <Badge variant={variant} size={size} count={42} />
            <Badge variant={variant} size={size} count={1250} />
            <Badge variant={variant} size={size} count={1250} max={999} />
            <Badge variant={variant} size={size}>
              Hot
            </Badge>
            <Badge variant={variant} size={size} dot>
              New
            </Badge>
          </div>
        )),
      )}
    </div>
  ),
};
