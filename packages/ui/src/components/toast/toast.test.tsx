import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProps,
} from './toast.tsx';

function CopiedToast(props: ToastProps) {
  return (
    <ToastProvider label="Notification">
      <Toast {...props}>
        <ToastTitle>Link copied</ToastTitle>
        <ToastDescription>Share it to earn referral rewards.</ToastDescription>
        <ToastAction altText="Open the referral page to share the link">Share</ToastAction>
        <ToastClose label="Close" />
      </Toast>
      <ToastViewport label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'toast',
      element: HTMLLIElement,
      container: 'body',
      render: (props) => (
        <ToastProvider label="Notification">
          <Toast duration={Infinity} {...props}>
            <ToastTitle>Link copied</ToastTitle>
            <ToastClose label="Close" />
          </Toast>
          <ToastViewport label="Notifications ({hotkey})" />
        </ToastProvider>
      ),
    });
  });

  it('sits in a labelled notifications region with its title, description, action and close button', () => {
    render(<CopiedToast duration={Infinity} />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const item = region.querySelector('[data-slot="toast"]');
    expect(item).toHaveTextContent('Link copied');
    expect(item).toHaveTextContent('Share it to earn referral rewards.');
    expect(item).toHaveAttribute('data-variant', 'default');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute(
      'data-radix-toast-announce-alt',
      'Open the referral page to share the link',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<CopiedToast duration={Infinity} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('closes by itself after its duration', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    render(<CopiedToast duration={3000} onOpenChange={onOpenChange} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('stays while the pointer rests on the notifications, and counts down again after', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    render(<CopiedToast duration={3000} onOpenChange={onOpenChange} />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerMove(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(999));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('marks the success and destructive variants', () => {
    render(
      <ToastProvider label="Notification">
        <Toast variant="success" duration={Infinity}>
          <ToastTitle>Deposit received</ToastTitle>
        </Toast>
        <Toast variant="destructive" duration={Infinity}>
          <ToastTitle>Withdrawal failed</ToastTitle>
        </Toast>
        <ToastViewport label="Notifications ({hotkey})" />
      </ToastProvider>,
    );
    expect(screen.getByText('Deposit received').closest('[data-slot="toast"]')).toHaveAttribute(
      'data-variant',
      'success',
    );
    expect(screen.getByText('Withdrawal failed').closest('[data-slot="toast"]')).toHaveClass('bg-destructive');
  });
});
