import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { RouteProgress } from './route-progress.tsx';

function scale(bar: HTMLElement): number {
  const inner = bar.querySelector<HTMLElement>('[data-slot="route-progress-bar"]')!;
  return Number(/scaleX\(([\d.]+)\)/.exec(inner.style.transform)![1]);
}

describe('RouteProgress', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'route-progress',
      element: HTMLDivElement,
      render: (props) => <RouteProgress active delay={0} label="Loading page" {...props} />,
    });
  });

  describe('over time', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits out the delay, so quick loads never show the bar', () => {
      const { rerender } = render(<RouteProgress active label="Loading page" delay={150} />);
      expect(screen.queryByRole('progressbar')).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      rerender(<RouteProgress active={false} label="Loading page" delay={150} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it('appears after the delay and creeps forward without reaching the end', () => {
      render(<RouteProgress active label="Loading page" delay={150} />);
      act(() => vi.advanceTimersByTime(150));
      const bar = screen.getByRole('progressbar', { name: 'Loading page' });
      expect(bar).toHaveAttribute('data-state', 'loading');
      expect(bar).not.toHaveAttribute('aria-valuenow');
      const start = scale(bar);
      act(() => vi.advanceTimersByTime(900));
      const later = scale(bar);
      expect(later).toBeGreaterThan(start);
      act(() => vi.advanceTimersByTime(60_000));
      expect(scale(bar)).toBeLessThan(0.9);
    });

    it('fills, fades and goes away when loading ends', () => {
      const { rerender } = render(<RouteProgress active label="Loading page" delay={0} />);
      const bar = screen.getByRole('progressbar');
      rerender(<RouteProgress active={false} label="Loading page" delay={0} />);
      expect(bar).toHaveAttribute('data-state', 'complete');
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(scale(bar)).toBe(1);
      act(() => vi.advanceTimersByTime(600));
      expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it('picks up again without disappearing when a new load starts while fading', () => {
      const { rerender } = render(<RouteProgress active label="Loading page" delay={200} />);
      act(() => vi.advanceTimersByTime(200));
      rerender(<RouteProgress active={false} label="Loading page" delay={200} />);
      rerender(<RouteProgress active label="Loading page" delay={200} />);
      const bar = screen.getByRole('progressbar');
      expect(bar).toHaveAttribute('data-state', 'loading');
      expect(scale(bar)).toBeLessThan(1);
    });
  });

  it('shows real progress when given a value, clamped to 0–100', () => {
    const { rerender } = render(<RouteProgress active label="Loading page" delay={0} value={42.4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    rerender(<RouteProgress active label="Loading page" delay={0} value={180} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('renders nothing while idle', () => {
    const { container } = render(<RouteProgress active={false} label="Loading page" />);
    expect(container).toBeEmptyDOMElement();
  });
});
