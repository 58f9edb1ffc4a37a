import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from './testing/test-i18n.ts';
import { pageLiveEvent } from './page-live.ts';
import { lazyPart, lazySection, SectionBoundary } from './lazy-parts.tsx';

/** An IntersectionObserver the test moves into view by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const scrollNear = () => act(() => FakeObserver.instances.forEach((observer) => observer.enter()));

beforeAll(() => setUpTestI18n());
afterEach(() => {
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hydrated;
});

/** Counts the page-live announcements, which release a press kept before the page ran. */
function countLiveAnnouncements() {
  const seen = { count: 0 };
  const count = () => (seen.count += 1);
  beforeEach(() => {
    seen.count = 0;
    document.addEventListener(pageLiveEvent, count);
  });
  afterEach(() => document.removeEventListener(pageLiveEvent, count));
  return seen;
}

describe('lazySection', () => {
  const live = countLiveAnnouncements();

  it('announces the page live once its screen runs', async () => {
    const Section = lazySection(() => Promise.resolve({ default: () => <p>The screen</p> }));
    render(
      <Suspense fallback={null}>
        <Section />
      </Suspense>,
    );
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
    expect(live.count).toBe(1);
  });

  it('announces the page live when its screen fails to load, so its Retry answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Section = lazySection(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <SectionBoundary onRetry={Section.reset}>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </SectionBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Retry');
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
    expect(live.count).toBe(1);
  });
});

describe('lazyPart', () => {
  it('asks for its code only once it nears the viewport, with its fallback until then', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The part</p> }));
    const Part = lazyPart(load, <p>Loading the part</p>);
    render(<Part />);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    scrollNear();
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the page-load error when its code fails, and loads it again on retry', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>The part</p> });
    const Part = lazyPart(load, <p>Loading the part</p>);
    render(<Part />);
    scrollNear();
    const error = await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(error).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads at once where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Part = lazyPart(() => Promise.resolve({ default: () => <p>The part</p> }), <p>Loading the part</p>);
    render(<Part />);
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });
});
