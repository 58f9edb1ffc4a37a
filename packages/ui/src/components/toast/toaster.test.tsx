import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, maxVisibleToasts, toast, toastRemoveDelayMs, useToast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

function renderToaster() {
  return render(<Toaster label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close" />);
}

const toastItems = () => Array.from(document.querySelectorAll('[data-slot="toast"]'));

describe('Toaster and toast()', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // The store lives for the whole page; empty it between tests.
    act(() => {
      dismissToast();
      vi.advanceTimersByTime(toastRemoveDelayMs);
    });
    vi.useRealTimers();
  });

  it('shows a toast raised from outside React, with its variant icon', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Link copied', description: 'Share it with your friends.', variant: 'success' });
    });
    const [item] = toastItems();
    expect(item).toHaveTextContent('Link copied');
    expect(item).toHaveTextContent('Share it with your friends.');
    expect(item).toHaveAttribute('data-variant', 'success');
    expect(item!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes after the Toaster duration, or the toast own duration, and then leaves the list', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Saved' });
      toast({ title: 'Kept', duration: Infinity });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Kept')).toBeInTheDocument();
  });

  it('dismisses one toast by its handle, and removes it from the store after the exit delay', () => {
    const { result } = renderHook(() => useToast());
    renderToaster();
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Bet placed', duration: Infinity });
      toast({ title: 'Balance updated', duration: Infinity });
    });
    act(() => handle.dismiss());
    expect(screen.queryByText('Bet placed')).not.toBeInTheDocument();
    expect(result.current.toasts.map((record) => [record.title, record.open])).toEqual([
      ['Bet placed', false],
      ['Balance updated', true],
    ]);
    act(() => vi.advanceTimersByTime(toastRemoveDelayMs));
    expect(result.current.toasts.map((record) => record.title)).toEqual(['Balance updated']);
  });

  it('closes the oldest toasts when more than the limit are open', () => {
    renderToaster();
    act(() => {
      for (let index = 1; index <= maxVisibleToasts + 1; index += 1) {
        toast({ title: `Message ${index}`, duration: Infinity });
      }
    });
    expect(toastItems().map((item) => item.textContent)).toEqual(['Message 2', 'Message 3', 'Message 4']);
  });

  it('updates a toast in place and runs its action', () => {
    const onClick = vi.fn();
    renderToaster();
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({
        title: 'Withdrawal requested',
        duration: Infinity,
        action: { label: 'Cancel', altText: 'Cancel it from the withdrawal history', onClick },
      });
    });
    act(() => handle.update({ title: 'Withdrawal approved', variant: 'success' }));
    expect(screen.getByText('Withdrawal approved').closest('[data-slot="toast"]')).toHaveAttribute(
      'data-variant',
      'success',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('closes from the close button', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Link copied', duration: Infinity });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });
});
