import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './icon-button.tsx';
import { BellIcon } from '../../icons/bell.ts';
import { MenuIcon } from '../../icons/menu.ts';
import { RefreshCwIcon } from '../../icons/refresh-cw.ts';
import { SearchIcon } from '../../icons/search.ts';
import { TrashIcon } from '../../icons/trash.ts';
import { XIcon } from '../../icons/x.ts';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Messages', children: <BellIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached with Tab, named by its label, activated with Enter or Space. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Messages' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { label: 'Refresh balance', children: <RefreshCwIcon />, loading: true, variant: 'outline' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const icons = [
  { label: 'Open menu', icon: <MenuIcon /> },
  { label: 'Search games', icon: <SearchIcon /> },
  { label: 'Close', icon: <XIcon /> },
];

/** Every variant at every size, plus disabled and loading. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size, index) => (
            <IconButton key={size} variant={variant} size={size} label={`${icons[index]!.label} (${variant})`}>
              {icons[index]!.icon}
            </IconButton>
          ))}
          <IconButton variant={variant} label={`Delete (${variant}, disabled)`} disabled>
            <TrashIcon />
          </IconButton>
          <IconButton variant={variant} label={`Refresh (${variant}, loading)`} loading>
            <RefreshCwIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};
