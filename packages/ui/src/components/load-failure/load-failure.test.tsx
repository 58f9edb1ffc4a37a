import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { LoadFailure } from './load-failure.tsx';
import { LoadFailureDialog } from './load-failure-dialog.tsx';

const texts = {
  title: 'Page load failed',
  description: 'This page could not be loaded. Check your connection and try again.',
  retryLabel: 'Retry',
};

describe('LoadFailure', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'load-failure',
      element: HTMLDivElement,
      render: (props) => <LoadFailure {...texts} onRetry={() => undefined} {...props} />,
    });
  });

  it('conforms inline too', async () => {
    await expectConformance({
      slot: 'load-failure',
      element: HTMLDivElement,
      render: (props) => <LoadFailure variant="inline" {...texts} onRetry={() => undefined} {...props} />,
    });
  });

  it('says what failed and why, and Retry asks to load again', async () => {
    const retry = vi.fn();
    render(<LoadFailure {...texts} onRetry={retry} />);
    const failure = screen.getByRole('alert');
    expect(failure).toHaveAttribute('data-variant', 'panel');
    expect(screen.getByRole('heading', { level: 2, name: 'Page load failed' })).toBeInTheDocument();
    expect(failure).toHaveTextContent(texts.description);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });

  it('heads the whole page with its own h1, and offers Reload when given', async () => {
    const reload = vi.fn();
    render(
      <LoadFailure variant="page" {...texts} onRetry={() => undefined} reloadLabel="Reload page" onReload={reload} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page load failed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('inline, is a chip with its title and a Retry, the reason for screen readers only', () => {
    render(<LoadFailure variant="inline" {...texts} title="Loading failed" onRetry={() => undefined} />);
    const chip = screen.getByRole('alert');
    expect(chip).toHaveAttribute('data-variant', 'inline');
    expect(chip).toHaveTextContent('Loading failed');
    expect(screen.getByText(texts.description)).toHaveClass('sr-only');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('data-size', 'sm');
  });

  it('keeps Retry busy while the part loads again', () => {
    render(<LoadFailure {...texts} retrying onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('LoadFailureDialog', () => {
  const dialogTexts = { ...texts, title: 'Loading failed', closeLabel: 'Close' };

  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'load-failure',
      element: HTMLDialogElement,
      render: (props) => (
        <LoadFailureDialog {...dialogTexts} onRetry={() => undefined} onClose={() => undefined} {...props} />
      ),
    });
  });

  it('opens as a modal alert dialog named by its title and described by its reason', () => {
    render(<LoadFailureDialog {...dialogTexts} onRetry={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Loading failed' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(texts.description);
  });

  it('retries, and closes by its button or Escape', async () => {
    const retry = vi.fn();
    const close = vi.fn();
    render(<LoadFailureDialog {...dialogTexts} onRetry={retry} onClose={close} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    screen.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(close).toHaveBeenCalledTimes(3);
  });
});
