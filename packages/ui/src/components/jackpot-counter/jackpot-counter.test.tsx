import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { JACKPOT_INCREMENT, JACKPOT_INTERVAL_MS, JackpotCounter } from './jackpot-counter.tsx';

describe('formatMoney', () => {
  it('groups and fixes two decimals in the locale, with the brand’s symbol where the locale puts one', () => {
    expect(formatMoney(1234567.5, { locale: 'en-US', currencySymbol: '₱' })).toBe('₱1,234,567.50');
    // Intl joins a trailing symbol with a no-break space, so the two never wrap apart.
    expect(formatMoney(1234567.5, { locale: 'de-DE', currencySymbol: '€' })).toBe('1.234.567,50\u00a0€');
    expect(formatMoney(1234567.5, { locale: 'vi-VN', currencySymbol: '₫' })).toBe('1.234.567,50\u00a0₫');
  });

  it('formats the bare number without a symbol, and survives an unknown locale', () => {
    expect(formatMoney(98765.4, { locale: 'en-US' })).toBe('98,765.40');
    expect(() => formatMoney(1, { locale: 'not a locale!', currencySymbol: 'P' })).not.toThrow();
  });
});

describe('JackpotCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
    vi.useRealTimers();
    await expectConformance({
      slot: 'jackpot-counter',
      element: HTMLDivElement,
      render: (props) => <JackpotCounter value={1000} label="Progressive jackpot" paused {...props} />,
    });
  });

  it('adds 165.11 every 3 seconds', () => {
    expect(JACKPOT_INCREMENT).toBe(165.11);
    expect(JACKPOT_INTERVAL_MS).toBe(3000);
    render(<JackpotCounter value={1000} label="Progressive jackpot" locale="en-US" currencySymbol="₱" />);
    const group = screen.getByRole('group', { name: 'Progressive jackpot' });
    expect(group).toHaveTextContent('₱1,000.00');

    act(() => vi.advanceTimersByTime(2999));
    expect(group).toHaveTextContent('₱1,000.00');
    act(() => vi.advanceTimersByTime(1));
    expect(group).toHaveTextContent('₱1,165.11');
    act(() => vi.advanceTimersByTime(3000 * 9));
    expect(group).toHaveTextContent('₱2,651.10');
  });

  it('never drifts by floating-point error over a long session', () => {
    const { container } = render(<JackpotCounter value={0.1} label="Jackpot" locale="en-US" />);
    act(() => vi.advanceTimersByTime(3000 * 1000));
    const readable = container.querySelector('.sr-only');
    expect(readable).toHaveTextContent(/^165,110\.10$/);
  });

  it('keeps the ticking digits out of announcements but the current value readable', () => {
    const { container } = render(<JackpotCounter value={5000} label="Jackpot" locale="en-US" currencySymbol="$" />);
    const value = container.querySelector('[data-slot="jackpot-counter-value"]');
    expect(value).toHaveAttribute('aria-live', 'off');
    expect(
      container.querySelector('[data-slot="jackpot-counter-digit"]')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(container.querySelector('.sr-only')).toHaveTextContent('$5,165.11');
  });

  it('stands still while paused and restarts from a new value', () => {
    const { container, rerender } = render(
      <JackpotCounter value={1000} label="Jackpot" locale="en-US" currencySymbol="₱" paused />,
    );
    const readable = () => container.querySelector('.sr-only')?.textContent;
    act(() => vi.advanceTimersByTime(30_000));
    expect(readable()).toBe('₱1,000.00');

    rerender(<JackpotCounter value={1000} label="Jackpot" locale="en-US" currencySymbol="₱" />);
    act(() => vi.advanceTimersByTime(6000));
    expect(readable()).toBe('₱1,330.22');

    rerender(<JackpotCounter value={50_000} label="Jackpot" locale="en-US" currencySymbol="₱" />);
    expect(readable()).toBe('₱50,000.00');
    act(() => vi.advanceTimersByTime(3000));
    expect(readable()).toBe('₱50,165.11');
  });

  it('formats in the given locale', () => {
    const { container } = render(
      <JackpotCounter value={1234567.89} label="Jackpot" locale="de-DE" currencySymbol="€" paused variant="inline" />,
    );
    expect(container.querySelector('.sr-only')).toHaveTextContent('1.234.567,89 €');
  });
});
