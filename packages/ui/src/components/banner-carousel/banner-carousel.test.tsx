import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleBanners } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { BANNER_AUTOPLAY_INTERVAL_MS, BannerCarousel, type BannerCarouselProps } from './banner-carousel.tsx';

const slideLabel = (position: number, total: number) => `${position} of ${total}`;
const dotLabel = (position: number) => `Show banner ${position}`;

/** keen-slider measures its container; happy-dom lays nothing out, so give it a browser's size. */
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.classList.contains('keen-slider') ? 900 : 0;
    return { width, height: 300, top: 0, left: 0, right: width, bottom: 300, x: 0, y: 0, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('keen-slider') ? 900 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
}

function renderCarousel(props: Partial<BannerCarouselProps> = {}) {
  return render(
    <BannerCarousel
      banners={sampleBanners}
      label="Promotions"
      slideLabel={slideLabel}
      dotLabel={dotLabel}
      {...props}
    />,
  );
}

function activeSlide(): string | null {
  const slide = document.querySelector('[data-slot="banner-carousel-slide"][data-state="active"]');
  return slide?.getAttribute('aria-label') ?? null;
}

/**
 * Lets time pass in small steps, each flushed by React, as it would in a browser: the timer, keen-slider's
 * frame-by-frame slide animation and the effects that reschedule the timer all get their turn.
 */
function wait(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - elapsed)));
}

/** A mouse event at a page position; keen-slider reads pageX, which happy-dom does not take from the init. */
function mouse(target: HTMLElement, type: 'mousedown' | 'mousemove' | 'mouseup', pageX: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: pageX, clientY: 150 });
  Object.defineProperties(event, { pageX: { value: pageX }, pageY: { value: 150 } });
  fireEvent(target, event);
}

describe('BannerCarousel', () => {
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
      slot: 'banner-carousel',
      element: HTMLElement,
      render: (props) => (
        <BannerCarousel
          banners={sampleBanners}
          label="Promotions"
          slideLabel={slideLabel}
          autoplay={false}
          {...props}
        />
      ),
    });
  });

  it('is a labelled carousel of "n of m" slides with only the visible one reachable', () => {
    renderCarousel({ autoplay: false });
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.querySelectorAll('[data-slot="banner-carousel-slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
  });

  it('advances every 5000 ms', () => {
    expect(BANNER_AUTOPLAY_INTERVAL_MS).toBe(5000);
    renderCarousel();
    expect(activeSlide()).toBe('1 of 4');
    wait(4900);
    expect(activeSlide()).toBe('1 of 4');
    wait(1000);
    expect(activeSlide()).toBe('2 of 4');
    wait(5000);
    expect(activeSlide()).toBe('3 of 4');
  });

  it('keeps advancing after the player presses a dot or a banner', () => {
    const onOpen = vi.fn();
    renderCarousel({ onOpen });
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    wait(1000);
    expect(activeSlide()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: sampleBanners[2]!.alt }));
    expect(onOpen).toHaveBeenCalledWith(sampleBanners[2]);
    wait(5000);
    expect(activeSlide()).toBe('4 of 4');
    // The loop goes on from the last banner to the first.
    wait(5000);
    expect(activeSlide()).toBe('1 of 4');
  });

  it('gives a banner chosen by its dot a full interval, even when the timer was about to fire', () => {
    renderCarousel();
    wait(4950);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    wait(1000);
    expect(activeSlide()).toBe('3 of 4');
    wait(3500);
    expect(activeSlide()).toBe('3 of 4');
    wait(1000);
    expect(activeSlide()).toBe('4 of 4');
  });

  it('keeps advancing after a swipe, and the click that ends the swipe opens nothing', () => {
    const onOpen = vi.fn();
    renderCarousel({ onOpen });
    const link = screen.getByRole('button', { name: sampleBanners[0]!.alt });
    mouse(link, 'mousedown', 700);
    for (const x of [600, 450, 300, 150, 100]) {
      mouse(link, 'mousemove', x);
      wait(50);
    }
    mouse(link, 'mouseup', 100);
    fireEvent.click(link);
    expect(onOpen).not.toHaveBeenCalled();
    wait(1000);
    expect(activeSlide()).toBe('2 of 4');
    wait(5000);
    expect(activeSlide()).toBe('3 of 4');
  });

  it('opens only banners that have a linkageType', () => {
    renderCarousel({ autoplay: false });
    const slides = document.querySelectorAll('[data-slot="banner-carousel-slide"]');
    expect(within(slides[0] as HTMLElement).getByRole('button', { name: sampleBanners[0]!.alt })).toBeInTheDocument();
    expect(slides[3]!.querySelector('button')).toBeNull();
    expect(slides[3]!.querySelector('img')).toHaveAttribute('alt', sampleBanners[3]!.alt);
  });

  it('shows pagination only for more than one banner', () => {
    const { unmount } = renderCarousel({ banners: sampleBanners.slice(0, 1) });
    expect(screen.queryByRole('button', { name: /Show banner/ })).toBeNull();
    wait(20_000);
    expect(activeSlide()).toBe('1 of 1');
    unmount();
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /Show banner/ })).toHaveLength(4);
  });

  it('stops and restarts with the optional pause button, announcing slides only while stopped', () => {
    renderCarousel({ pauseLabel: 'Stop rotating banners', playLabel: 'Rotate banners' });
    const viewport = document.querySelector('[data-slot="banner-carousel-viewport"]');
    expect(viewport).toHaveAttribute('aria-live', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating banners' }));
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    wait(20_000);
    expect(activeSlide()).toBe('1 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Rotate banners' }));
    wait(5500);
    expect(activeSlide()).toBe('2 of 4');
  });

  it('stays on the first banner when autoplay is off, until the play button starts the rotation', () => {
    renderCarousel({ autoplay: false, pauseLabel: 'Stop rotating banners', playLabel: 'Rotate banners' });
    wait(30_000);
    expect(activeSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate banners' }));
    wait(5500);
    expect(activeSlide()).toBe('2 of 4');
    expect(screen.getByRole('button', { name: 'Stop rotating banners' })).toBeInTheDocument();
  });

  it('never advances on its own for players who prefer reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderCarousel({ pauseLabel: 'Stop', playLabel: 'Play' });
    wait(30_000);
    expect(activeSlide()).toBe('1 of 4');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('renders nothing without banners', () => {
    const { container } = renderCarousel({ banners: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
