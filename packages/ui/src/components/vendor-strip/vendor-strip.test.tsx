import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSlotVendors, sampleVendorLogo, sampleVendors } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import {
  VENDOR_STRIP_ARROWS_ABOVE,
  VENDOR_STRIP_SLIDES_PER_VIEW,
  VENDOR_STRIP_SPACING,
  VENDOR_STRIP_SPEED_MS,
} from './use-vendor-slider.ts';
import { VendorStrip, type VendorStripProps } from './vendor-strip.tsx';

/** keen-slider measures its container; happy-dom lays nothing out, so give it a desktop width. */
function stubLayout() {
  const width = (element: HTMLElement) => (element.classList.contains('keen-slider') ? 1200 : 0);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const w = width(this);
    return { width: w, height: 60, top: 0, left: 0, right: w, bottom: 60, x: 0, y: 0, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
}

function stubReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const lobbyLabels = { previousLabel: 'Previous vendors', nextLabel: 'Next vendors', hotLabel: 'Hot' };

function renderStrip(props: Partial<VendorStripProps> = {}) {
  return render(<VendorStrip vendors={sampleVendors} label="Game providers" logoSrc={sampleVendorLogo} {...props} />);
}

const strip = (container: HTMLElement) => container.querySelector('[data-slot="vendor-strip"]')!;
const firstSlideTransform = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="vendor-strip-item"]')!.style.transform;

describe('VendorStrip', () => {
  beforeEach(() => {
    stubLayout();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
    vi.useRealTimers();
    await expectConformance({
      slot: 'vendor-strip',
      element: HTMLElement,
      render: (props) => (
        <VendorStrip vendors={sampleVendors.slice(0, 4)} label="Game providers" logoSrc={sampleVendorLogo} {...props} />
      ),
    });
  });

  it('uses the spec’s strip constants', () => {
    expect([
      VENDOR_STRIP_SLIDES_PER_VIEW,
      VENDOR_STRIP_SPACING,
      VENDOR_STRIP_SPEED_MS,
      VENDOR_STRIP_ARROWS_ABOVE,
    ]).toEqual([10, 10, 3000, 7]);
  });

  it('shows every vendor’s logo except the platform’s TCG lanes', () => {
    renderStrip({ autoplay: false });
    const list = within(screen.getByRole('region', { name: 'Game providers' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(sampleVendors.length - 1);
    expect(within(list).getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(within(list).queryByText('TCG Lottery')).toBeNull();
  });

  it('moves continuously in the footer and holds while the pointer is over it', () => {
    const { container } = renderStrip();
    expect(strip(container)).toHaveAttribute('data-state', 'moving');
    act(() => vi.advanceTimersByTime(1500));
    const moved = firstSlideTransform(container);
    expect(moved).not.toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(firstSlideTransform(container)).not.toBe(moved);

    fireEvent.pointerEnter(container.querySelector('[data-slot="vendor-strip-list"]')!);
    expect(strip(container)).toHaveAttribute('data-state', 'held');
    const held = firstSlideTransform(container);
    act(() => vi.advanceTimersByTime(2000));
    expect(firstSlideTransform(container)).toBe(held);

    fireEvent.pointerLeave(container.querySelector('[data-slot="vendor-strip-list"]')!);
    act(() => vi.advanceTimersByTime(500));
    expect(firstSlideTransform(container)).not.toBe(held);
  });

  it('stands still when autoplay is off and for players who prefer reduced motion', () => {
    const { container, unmount } = renderStrip({ autoplay: false });
    expect(strip(container)).toHaveAttribute('data-state', 'still');
    act(() => vi.advanceTimersByTime(100));
    const start = firstSlideTransform(container);
    act(() => vi.advanceTimersByTime(5000));
    expect(firstSlideTransform(container)).toBe(start);
    unmount();

    stubReducedMotion();
    const reduced = renderStrip();
    expect(strip(reduced.container)).toHaveAttribute('data-state', 'still');
  });

  describe('in the lobby', () => {
    it('highlights the selected vendor and reports the one pressed', async () => {
      vi.useRealTimers();
      const onSelect = vi.fn();
      const user = userEvent.setup();
      renderStrip({ mode: 'lobby', vendors: sampleSlotVendors, selected: 'JL', onSelect, ...lobbyLabels });
      expect(screen.getByRole('button', { name: 'JILI Hot' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /PG Soft/ })).toHaveAttribute('aria-pressed', 'false');
      await user.click(screen.getByRole('button', { name: 'Pragmatic Play' }));
      expect(onSelect).toHaveBeenCalledWith(sampleSlotVendors.find((vendor) => vendor.vassalage === 'PP'));
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect(screen.getByRole('button', { name: 'JILI Hot' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onSelect).toHaveBeenLastCalledWith(sampleSlotVendors.find((vendor) => vendor.vassalage === 'JL'));
    });

    it('marks hot vendors', () => {
      renderStrip({ mode: 'lobby', vendors: sampleSlotVendors, ...lobbyLabels });
      expect(screen.getByRole('button', { name: 'PG Soft Hot' })).toBeInTheDocument();
    });

    it('shows arrows only above 7 vendors, disabled at the ends', () => {
      const { unmount } = renderStrip({ mode: 'lobby', vendors: sampleSlotVendors.slice(0, 7), ...lobbyLabels });
      expect(screen.queryByRole('button', { name: 'Next vendors' })).toBeNull();
      unmount();

      renderStrip({ mode: 'lobby', vendors: sampleVendors, ...lobbyLabels });
      const previous = screen.getByRole('button', { name: 'Previous vendors' });
      const next = screen.getByRole('button', { name: 'Next vendors' });
      expect(previous).toBeDisabled();
      expect(next).toBeEnabled();
      fireEvent.click(next);
      act(() => vi.advanceTimersByTime(1000));
      expect(previous).toBeEnabled();
      expect(next).toBeDisabled();
      fireEvent.click(previous);
      act(() => vi.advanceTimersByTime(1000));
      expect(previous).toBeDisabled();
    });

    it('never moves on its own', () => {
      const { container } = renderStrip({ mode: 'lobby', vendors: sampleVendors, ...lobbyLabels });
      expect(strip(container)).toHaveAttribute('data-state', 'still');
      act(() => vi.advanceTimersByTime(100));
      const start = firstSlideTransform(container);
      act(() => vi.advanceTimersByTime(5000));
      expect(firstSlideTransform(container)).toBe(start);
    });
  });

  it('gives the slides the slider’s layout until it is built, then hands them over', () => {
    const list = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="vendor-strip-list"]')!;
    const { container, unmount, rerender } = renderStrip({ mode: 'lobby', ...lobbyLabels });
    // The layout the stylesheet uses before the slider runs is the one the slider is given.
    expect(list(container).style.getPropertyValue('--vendor-strip-desktop-per-view')).toBe(
      String(VENDOR_STRIP_ARROWS_ABOVE),
    );
    expect(list(container).style.getPropertyValue('--vendor-strip-phone-spacing')).toBe('8px');
    // The slider is not built while the page hydrates, but once the page is idle.
    expect(list(container)).not.toHaveAttribute('data-slider-ready');
    act(() => vi.advanceTimersByTime(0));
    expect(list(container)).toHaveAttribute('data-slider-ready', '');
    // New vendors: the slider is built again around them, and hands over again.
    rerender(
      <VendorStrip
        vendors={sampleSlotVendors}
        label="Game providers"
        logoSrc={sampleVendorLogo}
        mode="lobby"
        {...lobbyLabels}
      />,
    );
    expect(list(container)).not.toHaveAttribute('data-slider-ready');
    act(() => vi.advanceTimersByTime(0));
    expect(list(container)).toHaveAttribute('data-slider-ready', '');
    const element = list(container);
    unmount();
    expect(element).not.toHaveAttribute('data-slider-ready');
  });

  it('builds the slider at once when the pointer reaches the strip or an arrow is pressed', () => {
    const first = renderStrip({ mode: 'lobby', ...lobbyLabels });
    const list = first.container.querySelector('[data-slot="vendor-strip-list"]')!;
    fireEvent.pointerEnter(list);
    expect(list).toHaveAttribute('data-slider-ready', '');
    first.unmount();

    const second = renderStrip({ mode: 'lobby', ...lobbyLabels });
    const start = firstSlideTransform(second.container);
    fireEvent.click(screen.getByRole('button', { name: 'Next vendors' }));
    expect(second.container.querySelector('[data-slot="vendor-strip-list"]')).toHaveAttribute('data-slider-ready', '');
    act(() => vi.advanceTimersByTime(1000));
    expect(firstSlideTransform(second.container)).not.toBe(start);
    expect(screen.getByRole('button', { name: 'Previous vendors' })).toBeEnabled();
  });

  it('has no arrows or buttons in the footer', () => {
    renderStrip({ ...lobbyLabels });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
