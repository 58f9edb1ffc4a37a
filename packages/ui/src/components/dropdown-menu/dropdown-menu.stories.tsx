import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuProps,
} from './dropdown-menu.tsx';
import { GiftIcon } from '../../icons/gift.ts';
import { LogOutIcon } from '../../icons/log-out.ts';
import { MailIcon } from '../../icons/mail.ts';
import { UserIcon } from '../../icons/user.ts';
import { WalletIcon } from '../../icons/wallet.ts';

function AccountMenu(props: DropdownMenuProps) {
  const [sounds, setSounds] = useState(true);
  const [odds, setOdds] = useState('decimal');
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <UserIcon aria-hidden="true" className="size-4" />
          player_8842
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        <DropdownMenuLabel>Member centre</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem>
            <WalletIcon aria-hidden="true" />
            Wallet
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <GiftIcon aria-hidden="true" />
            Rewards
          </DropdownMenuItem>
          <DropdownMenuItem>
            <MailIcon aria-hidden="true" />
            Messages
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={sounds} onCheckedChange={setSounds}>
          Game sounds
        </DropdownMenuCheckboxItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger inset>Odds format</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={odds} onValueChange={setOdds}>
              <DropdownMenuRadioItem value="decimal">Decimal</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="hongkong">Hong Kong</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="malay">Malay</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => <AccountMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the menu on its first item, arrows skip the disabled one, Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'player_8842' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'player_8842' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Wallet' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemcheckbox', { name: 'Game sounds' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Space toggles a checkbox item; the arrow toward a sub menu opens it and Enter picks a radio item. */
export const CheckboxAndRadioItems: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'player_8842' }));
    const sounds = await screen.findByRole('menuitemcheckbox', { name: 'Game sounds' });
    await expect(sounds).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sounds);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'player_8842' }));
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Game sounds' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    screen.getByRole('menuitem', { name: 'Odds format' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const hongKong = await screen.findByRole('menuitemradio', { name: 'Hong Kong' });
    await expect(screen.getByRole('menuitemradio', { name: 'Decimal' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(hongKong).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'player_8842' }));
    screen.getByRole('menuitem', { name: 'Odds format' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('menuitemradio', { name: 'Hong Kong' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The menu open in place, with a label, icons, a disabled item, a checkbox, a sub menu and a destructive item. */
export const AllStates: Story = {
  args: { open: true, modal: false },
  render: (args) => (
    <div className="min-h-96">
      <AccountMenu {...args} />
    </div>
  ),
};
