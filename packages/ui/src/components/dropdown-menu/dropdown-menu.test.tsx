import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

function AccountMenu({ onSelect = () => undefined }: { onSelect?: (item: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Account</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>player_8842</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('wallet')}>Wallet</DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onSelect('agent')}>
          Agent centre
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('messages')}>Messages</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect('logout')}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    // axe checks the whole body here, so the portalled menu goes into a landmark as a page would
    // place it. Non-modal: a modal menu aria-hides Radix's focus guards (radix-ui/primitives#3593).
    const main = document.body.appendChild(document.createElement('main'));
    await expectConformance({
      slot: 'dropdown-menu-content',
      element: HTMLDivElement,
      container: 'body',
      render: (props) => (
        <DropdownMenu open modal={false}>
          <DropdownMenuTrigger>Account</DropdownMenuTrigger>
          <DropdownMenuContent container={main} {...props}>
            <DropdownMenuItem>Wallet</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    });
    main.remove();
  });

  it('opens with Enter, moves with the arrows past disabled items, and selects with Enter', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<AccountMenu onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Account');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Wallet' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('messages');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('marks item variants and disabled items', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('menuitem', { name: 'Agent centre' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('toggles checkbox items and picks one radio item', async () => {
    const onSoundChange = vi.fn();
    const onOddsChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Settings</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem checked={false} onCheckedChange={onSoundChange}>
            Game sounds
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Odds format</DropdownMenuLabel>
          <DropdownMenuRadioGroup value="decimal" onValueChange={onOddsChange}>
            <DropdownMenuRadioItem value="decimal">Decimal</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="hongkong">Hong Kong</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const sounds = await screen.findByRole('menuitemcheckbox', { name: 'Game sounds' });
    expect(sounds).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'Decimal' })).toHaveAttribute('aria-checked', 'true');
    await user.click(sounds);
    expect(onSoundChange).toHaveBeenCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Hong Kong' }));
    expect(onOddsChange).toHaveBeenCalledWith('hongkong');
  });
});
