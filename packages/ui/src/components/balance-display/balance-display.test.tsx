import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { BalanceDisplay, formatBalance } from './balance-display.tsx';

const labels = { label: 'Wallet balance', refreshLabel: 'Refresh balance', maskLabel: 'Hide balance' };

describe('formatBalance', () => {
  it('groups and fixes decimals by locale', () => {
    expect(formatBalance(12580.5, 'en-US')).toBe('12,580.50');
    expect(formatBalance(12580.5, 'de-DE')).toBe('12.580,50');
    expect(formatBalance(12580.567, 'en-US', 0)).toBe('12,581');
  });

  it('falls back to the default locale when the tag is not valid', () => {
    expect(() => formatBalance(1, 'not a locale!')).not.toThrow();
  });
});

describe('BalanceDisplay', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'balance-display',
      element: HTMLDivElement,
      render: (props) => <BalanceDisplay amount={10} onRefresh={() => {}} {...labels} {...props} />,
    });
  });

  it('shows the currency symbol, P by default', () => {
    const { rerender } = render(<BalanceDisplay amount={10} locale="en-US" {...labels} />);
    expect(screen.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('P10.00');
    rerender(<BalanceDisplay amount={10} locale="en-US" currencySymbol="₱" {...labels} />);
    expect(screen.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('₱10.00');
  });

  it('masks the amount as *** and back when the eye is toggled (uncontrolled)', async () => {
    const onMaskedChange = vi.fn();
    render(<BalanceDisplay amount={42} locale="en-US" onMaskedChange={onMaskedChange} {...labels} />);
    const eye = screen.getByRole('button', { name: 'Hide balance' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('***')).toBeInTheDocument();
    expect(screen.queryByText('42.00')).not.toBeInTheDocument();
    expect(onMaskedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(eye);
    expect(screen.getByText('42.00')).toBeInTheDocument();
  });

  it('follows the masked prop when controlled', async () => {
    const onMaskedChange = vi.fn();
    render(<BalanceDisplay amount={42} masked onMaskedChange={onMaskedChange} {...labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(onMaskedChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('***')).toBeInTheDocument();
  });

  it('calls onRefresh, but not again while refreshing', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<BalanceDisplay amount={1} onRefresh={onRefresh} {...labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<BalanceDisplay amount={1} onRefresh={onRefresh} refreshing {...labels} />);
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows a dash before the first load and no refresh button without onRefresh', () => {
    render(<BalanceDisplay {...labels} />);
    expect(screen.getByRole('group')).toHaveTextContent('P—');
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
  });
});
