import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { IconButton } from './icon-button.tsx';
import { BellIcon } from '../../icons/bell.ts';

describe('IconButton', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'icon-button',
      element: HTMLButtonElement,
      render: (props) => (
        <IconButton label="Messages" {...props}>
          <BellIcon />
        </IconButton>
      ),
    });
  });

  it('is named by its label, hides the icon and defaults to a ghost, medium, type="button" control', () => {
    render(
      <IconButton label="Messages">
        <BellIcon data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Messages' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'ghost');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).toHaveClass('size-10');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes the variant colours from Button and squares each size', () => {
    render(
      <IconButton label="Deposit" variant="primary" size="lg">
        <BellIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveClass('bg-primary', 'size-12');
    expect(button).not.toHaveClass('h-12', 'px-6');
  });

  it('runs onClick, and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    // A loading button has pointer-events: none; click it anyway to prove it stays inert.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { rerender } = render(
      <IconButton label="Refresh balance" onClick={onClick}>
        <BellIcon />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onClick).toHaveBeenCalledOnce();

    rerender(
      <IconButton label="Refresh balance" onClick={onClick} loading>
        <BellIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="icon-button-spinner"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders a link with the icon button look when asChild is set', () => {
    render(
      <IconButton asChild label="Inbox" variant="outline">
        <a href="/member/messages">
          <BellIcon aria-hidden="true" />
        </a>
      </IconButton>,
    );
    const link = screen.getByRole('link', { name: 'Inbox' });
    expect(link).toHaveAttribute('data-slot', 'icon-button');
    expect(link).toHaveClass('size-10');
  });
});
