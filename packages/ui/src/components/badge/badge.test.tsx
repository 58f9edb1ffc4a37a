import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Badge, formatBadgeCount } from './badge.tsx';

describe('Badge', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'badge',
      element: HTMLSpanElement,
      render: (props) => <Badge count={5} {...props} />,
    });
  });

  it('shows a count with its variant and size', () => {
    const { container } = render(<Badge count={7} variant="primary" size="sm" />);
    const badge = container.querySelector('[data-slot="badge"]');
    expect(badge).toHaveTextContent('7');
    expect(badge).toHaveAttribute('data-variant', 'primary');
    expect(badge).toHaveAttribute('data-size', 'sm');
  });

  it.each([0, -3, Number.NaN, -Infinity])('renders nothing for a count of %s', (count) => {
    const { container } = render(<Badge count={count}>ignored</Badge>);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps large counts at max', () => {
    const { container, rerender } = render(<Badge count={100} />);
    expect(container).toHaveTextContent('99+');
    rerender(<Badge count={99} />);
    expect(container).toHaveTextContent(/^99$/);
    rerender(<Badge count={1000} max={999} />);
    expect(container).toHaveTextContent('999+');
  });

  it('lets screen readers hear the real count behind a capped one', () => {
    render(<Badge count={150} accessibleLabel="150 unread messages" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150 unread messages')).toHaveClass('sr-only');
  });

  it('shows a text label such as Hot', () => {
    render(<Badge variant="hot">Hot</Badge>);
    expect(screen.getByText('Hot').closest('[data-slot="badge"]')).toHaveAttribute('data-variant', 'hot');
  });

  it('draws a dot whose words are only for screen readers', () => {
    const { container } = render(<Badge dot>Hot</Badge>);
    const badge = container.querySelector('[data-slot="badge"]');
    expect(badge).toHaveAttribute('data-dot', 'true');
    expect(screen.getByText('Hot')).toHaveClass('sr-only');
  });

  it('formats any count as a positive whole number within the cap, or nothing', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 10_000 }), (count, max) => {
        const text = formatBadgeCount(count, max);
        const whole = Math.floor(count);
        if (Number.isNaN(count) || whole <= 0) return text === undefined;
        return whole > max ? text === `${max}+` : text === String(whole);
      }),
      { numRuns: 1000 },
    );
  });
});
