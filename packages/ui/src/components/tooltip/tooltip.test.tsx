import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, type TooltipProps } from './tooltip.tsx';

function BalanceTooltip(props: TooltipProps) {
  return (
    <Tooltip {...props}>
      <TooltipTrigger>Locked balance</TooltipTrigger>
      <TooltipContent>Unlocks when the bonus turnover is met.</TooltipContent>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('conforms: data-slot, className merge, ref, axe', async () => {
    // axe checks the whole body here, so the portalled tooltip goes into a landmark as on a page.
    const main = document.body.appendChild(document.createElement('main'));
    await expectConformance({
      slot: 'tooltip-content',
      element: HTMLDivElement,
      container: 'body',
      render: (props) => (
        <Tooltip open>
          <TooltipTrigger>Locked balance</TooltipTrigger>
          <TooltipContent container={main} {...props}>
            Unlocks when the bonus turnover is met.
          </TooltipContent>
        </Tooltip>
      ),
    });
    main.remove();
  });

  it('opens on hover after the provider delay and describes its trigger', () => {
    vi.useFakeTimers();
    render(<BalanceTooltip />);
    const trigger = screen.getByRole('button', { name: 'Locked balance' });
    // Radix opens on pointer movement over the trigger (user-event's hover waits on real timers).
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Unlocks when the bonus turnover is met.');
    expect(trigger).toHaveAccessibleDescription('Unlocks when the bonus turnover is met.');
  });

  it('opens at once on keyboard focus and closes on Escape', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<BalanceTooltip onOpenChange={onOpenChange} />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Locked balance' })).toHaveFocus();
  });

  it('reads its aria-label to screen readers instead of rich visible content', () => {
    render(
      <TooltipProvider>
        <Tooltip open>
          <TooltipTrigger>VIP 5</TooltipTrigger>
          <TooltipContent aria-label="VIP level 5 of 9">
            <strong>VIP 5</strong> / 9
          </TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('VIP level 5 of 9');
  });
});
