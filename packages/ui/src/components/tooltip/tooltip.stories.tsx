import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/index.ts';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx';
import { CircleHelpIcon } from '../../icons/circle-help.ts';
import { CopyIcon } from '../../icons/copy.ts';
import { LockIcon } from '../../icons/lock.ts';
import { RefreshCwIcon } from '../../icons/refresh-cw.ts';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <div className="flex gap-2 p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="Refresh balance" variant="outline">
            <RefreshCwIcon />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent>Updates every 30 seconds</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering the trigger shows the tooltip, which describes the button to screen readers. */
export const Hover: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Refresh balance' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Updates every 30 seconds');
    await expect(trigger).toHaveAccessibleDescription('Updates every 30 seconds');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(trigger);
    await userEvent.pointer({ coords: { x: 0, y: 0 } });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard focus shows it too; Escape hides it and keeps focus on the trigger. */
export const Focus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Refresh balance' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

// On a phone each trigger sits toward the edge opposite its tooltip, so the tooltips have room.
const sides = [
  { side: 'top', label: 'Copy referral link', icon: <CopyIcon />, text: 'Copy link', place: 'justify-self-center' },
  {
    side: 'right',
    label: 'Locked balance',
    icon: <LockIcon />,
    text: 'Unlocks when the bonus turnover is met',
    place: 'justify-self-start sm:justify-self-center',
  },
  {
    side: 'bottom',
    label: 'Refresh balance',
    icon: <RefreshCwIcon />,
    text: 'Updates every 30 seconds',
    place: 'justify-self-center',
  },
  {
    side: 'left',
    label: 'Help',
    icon: <CircleHelpIcon />,
    text: 'Rules',
    place: 'justify-self-end sm:justify-self-center',
  },
] as const;

/** Open on every side, including a long text that wraps. */
export const AllStates: Story = {
  render: () => (
    <TooltipProvider>
      <div className="grid items-center gap-x-4 gap-y-20 px-4 py-14 sm:grid-cols-4">
        {sides.map(({ side, label, icon, text, place }) => (
          <Tooltip key={side} open>
            <TooltipTrigger asChild>
              <IconButton label={label} variant="outline" className={place}>
                {icon}
              </IconButton>
            </TooltipTrigger>
            <TooltipContent side={side} className="max-w-40">
              {text}
            </TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
};
