import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { WarningDialog, type WarningDialogProps } from './warning-dialog.tsx';

const realAccountNeeded: WarningDialogProps = {
  title: 'Real account needed',
  message: 'Trial accounts cannot make deposits. Register a real account to continue.',
  confirmLabel: 'Register now',
};

describe('WarningDialog', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'warning-dialog',
      element: HTMLDivElement,
      container: 'body',
      // Non-modal for the same reason as Dialog's conformance test (Radix focus guards in happy-dom).
      render: (props) => <WarningDialog {...realAccountNeeded} {...props} defaultOpen modal={false} />,
    });
  });

  it('is an alert dialog with its message and one acknowledgement button', () => {
    render(<WarningDialog {...realAccountNeeded} defaultOpen />);
    const dialog = screen.getByRole('alertdialog', { name: 'Real account needed' });
    expect(dialog).toHaveAccessibleDescription(realAccountNeeded.message as string);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('runs onConfirm and closes on the button or on Enter', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<WarningDialog {...realAccountNeeded} defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    render(<WarningDialog {...realAccountNeeded} defaultOpen onConfirm={onConfirm} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  describe('auto-close', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('closes by itself once autoCloseMs has passed, without confirming', () => {
      const onConfirm = vi.fn();
      const onOpenChange = vi.fn();
      render(
        <WarningDialog
          {...realAccountNeeded}
          defaultOpen
          autoCloseMs={3000}
          onConfirm={onConfirm}
          onOpenChange={onOpenChange}
        />,
      );
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(onConfirm).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('keeps counting from the opening when the parent re-renders with new callbacks', () => {
      const { rerender } = render(
        <WarningDialog {...realAccountNeeded} open autoCloseMs={3000} onOpenChange={() => undefined} />,
      );
      act(() => vi.advanceTimersByTime(2000));
      const onOpenChange = vi.fn();
      rerender(<WarningDialog {...realAccountNeeded} open autoCloseMs={3000} onOpenChange={onOpenChange} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('starts a fresh countdown each time it opens and none while closed', () => {
      const onOpenChange = vi.fn();
      const { rerender } = render(
        <WarningDialog {...realAccountNeeded} open autoCloseMs={3000} onOpenChange={onOpenChange} />,
      );
      act(() => vi.advanceTimersByTime(2000));
      rerender(<WarningDialog {...realAccountNeeded} open={false} autoCloseMs={3000} onOpenChange={onOpenChange} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(onOpenChange).not.toHaveBeenCalled();

      rerender(<WarningDialog {...realAccountNeeded} open autoCloseMs={3000} onOpenChange={onOpenChange} />);
      act(() => vi.advanceTimersByTime(2999));
      expect(onOpenChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('stays open without autoCloseMs', () => {
      render(<WarningDialog {...realAccountNeeded} defaultOpen />);
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });
  });
});
