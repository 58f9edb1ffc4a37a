import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { LazyImage } from './lazy-image.tsx';

/** A stand-in IntersectionObserver the test can trigger by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function enterViewport() {
  act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.enter()));
}

const root = () => document.querySelector('[data-slot="lazy-image"]')!;
const img = () => document.querySelector('img');

describe('LazyImage', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'lazy-image',
      element: HTMLDivElement,
      render: (props) => <LazyImage src="/games/tiger.png" alt="Fortune Tiger" {...props} />,
    });
  });

  it('shows the placeholder, described by the alt text, until near the viewport', () => {
    render(<LazyImage src="/games/tiger.png" alt="Fortune Tiger" />);
    expect(root()).toHaveAttribute('data-state', 'pending');
    expect(img()).toBeNull();
    expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toHaveAttribute('data-slot', 'lazy-image-placeholder');
    enterViewport();
    expect(img()).toHaveAttribute('src', '/games/tiger.png');
    expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toBe(img());
  });

  it('watches 30% beyond the viewport for the spec’s preload of 1.3', () => {
    render(<LazyImage src="/games/tiger.png" alt="Fortune Tiger" />);
    expect(FakeIntersectionObserver.instances[0]!.options.rootMargin).toBe('30%');
    enterViewport();
    expect(FakeIntersectionObserver.instances[0]!.disconnected).toBe(true);
  });

  it('fades the picture in once loaded and drops the placeholder', () => {
    const onLoad = vi.fn();
    render(<LazyImage src="/games/fade-in.png" alt="Fortune Tiger" onLoad={onLoad} />);
    enterViewport();
    expect(img()).toHaveAttribute('data-state', 'loading');
    fireEvent.load(img()!);
    expect(img()).toHaveAttribute('data-state', 'loaded');
    expect(img()).toHaveClass('data-[state=loaded]:opacity-100');
    expect(document.querySelector('[data-slot="lazy-image-placeholder"]')).toBeNull();
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('tries three times in all, then shows the fallback and reports the failure once', () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    render(<LazyImage src="/games/missing.png" alt="Ocean King" retryDelay={500} onError={onError} />);
    enterViewport();
    const requested: Element[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const current = img()!;
      expect(requested).not.toContain(current);
      requested.push(current);
      fireEvent.error(current);
      if (attempt < 3) {
        expect(root()).toHaveAttribute('data-state', 'retrying');
        expect(img()).toBeNull();
        act(() => vi.advanceTimersByTime(500));
      }
    }
    expect(root()).toHaveAttribute('data-state', 'failed');
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.getByRole('img', { name: 'Ocean King' })).toHaveAttribute('data-slot', 'lazy-image-fallback');
    act(() => vi.advanceTimersByTime(10_000));
    expect(img()).toBeNull();
  });

  it('recovers when a retry succeeds', () => {
    vi.useFakeTimers();
    render(<LazyImage src="/games/flaky.png" alt="Flaky" retryDelay={100} />);
    enterViewport();
    fireEvent.error(img()!);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.load(img()!);
    expect(root()).toHaveAttribute('data-state', 'loaded');
  });

  it('shows a picture that loaded before at once, without placeholder or waiting for the viewport', () => {
    const { unmount } = render(<LazyImage src="/games/seen-before.png" alt="Seen before" />);
    enterViewport();
    fireEvent.load(img()!);
    unmount();
    render(<LazyImage src="/games/seen-before.png" alt="Seen before" />);
    expect(root()).toHaveAttribute('data-state', 'loaded');
    expect(img()).toHaveAttribute('data-state', 'loaded');
    expect(document.querySelector('[data-slot="lazy-image-placeholder"]')).toBeNull();
  });

  it('shows a custom fallback', () => {
    render(<LazyImage src="/x.png" alt="Mahjong Ways" attempts={1} fallback={<span>No picture</span>} />);
    enterViewport();
    fireEvent.error(img()!);
    expect(screen.getByText('No picture')).toBeInTheDocument();
  });

  it('starts over when the picture changes', () => {
    const { rerender } = render(<LazyImage src="/a.png" alt="A" attempts={1} />);
    enterViewport();
    fireEvent.error(img()!);
    expect(root()).toHaveAttribute('data-state', 'failed');
    rerender(<LazyImage src="/b.png" alt="B" attempts={1} />);
    expect(img()).toHaveAttribute('src', '/b.png');
  });

  it('keeps a decorative picture silent', () => {
    render(<LazyImage src="/bg.png" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('[data-slot="lazy-image-placeholder"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reserves the picture’s aspect ratio before it loads', () => {
    render(<LazyImage src="/a.png" alt="A" width={256} height={128} />);
    expect((root() as HTMLElement).style.aspectRatio).toBe('256 / 128');
  });

  it('loads straight away where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/a.png" alt="A" />);
    expect(img()).toHaveAttribute('src', '/a.png');
  });
});
