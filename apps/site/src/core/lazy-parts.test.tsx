import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from './testing/test-i18n.ts';
import { pageLiveEvent } from './page-live.ts';
import { reloadGraceMs, reloadStampKey, reloadWindowMs, sectionTimeoutMs } from './chunk-load.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { lazyComponent, lazyPart, lazySection } from './lazy-parts.tsx';

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

const chunk = 'http://localhost/assets/member-area-Abc123.js';
/** What Chromium rejects a failed `import()` with; the chunk named is checked with the server. */
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
/** Safari names no chunk: the retry runs the same import again. */
const unnamedFailure = () => new TypeError('Importing a module script failed.');

/** The server's answer to the check of a failed chunk; `null`: the network is down. */
function serverAnswers(status: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      status === null
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(null, { status })),
    ),
  );
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...location, reload });
  return reload;
}

type Part = { default: () => React.JSX.Element };
const part = (text: string): Part => ({ default: () => <p>{text}</p> });

beforeAll(() => setUpTestI18n());
/** Each test starts as a fresh page would: no reload asked for, none remembered. */
let clock = Date.now();
beforeEach(() => {
  clock += reloadWindowMs + reloadGraceMs;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  FakeObserver.instances = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

/** A lazy part in the header, as the member area is drawn. */
function renderInHeader(Part: ReturnType<typeof lazyComponent<Part>>) {
  return render(
    <header>
      <ErrorBoundary variant="inline" onRetry={Part.reset}>
        <Suspense fallback={<p>Loading the part</p>}>
          <Part />
        </Suspense>
      </ErrorBoundary>
      <span>Language</span>
    </header>,
  );
}

describe('lazySection', () => {
  const live = countLiveAnnouncements();

  it('announces the page live once its screen runs', async () => {
    const Section = lazySection(() => Promise.resolve(part('The screen')));
    render(
      <Suspense fallback={null}>
        <Section />
      </Suspense>,
    );
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    // The mark is a passive effect: it may come just after the commit that drew the content.
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute('data-hydrated', ''));
    expect(live.count).toBe(1);
  });

  it('shows the translated page-load error when its screen fails to load, live so its Retry answers', async () => {
    serverAnswers(null);
    const Section = lazySection(() => Promise.reject(importFailure()));
    render(
      <ErrorBoundary variant="page" onRetry={Section.reset}>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </ErrorBoundary>,
    );
    const failure = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Page load failed' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('This page could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Offline, a reload would only show the browser's own error page.
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
    // The mark is a passive effect: it may come just after the commit that drew the content.
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute('data-hydrated', ''));
    expect(live.count).toBe(1);
  });

  it('says the page load timed out after spec §4’s 120 s', async () => {
    vi.useFakeTimers({ now: clock });
    const Section = lazySection(() => new Promise<never>(() => undefined));
    render(
      <ErrorBoundary variant="page" onRetry={Section.reset}>
        <Suspense fallback={<p>Loading the screen</p>}>
          <Section />
        </Suspense>
      </ErrorBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(sectionTimeoutMs - 1_000));
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Page load timed out, please check the network.');
  });
});

describe('a lazy part in the header', () => {
  it('shows a compact Retry in its place when its chunk fails, and Retry loads the chunk again', async () => {
    serverAnswers(null);
    const reload = stubReload();
    const load = vi
      .fn<() => Promise<Part>>()
      .mockRejectedValueOnce(unnamedFailure())
      .mockResolvedValue(part('Member area'));
    const MemberArea = lazyComponent(load);
    renderInHeader(MemberArea);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveAttribute('data-variant', 'inline');
    expect(failure).toHaveTextContent('Loading failed');
    // The rest of the header stays.
    expect(screen.getByText('Language')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Member area')).toBeInTheDocument();
    expect(failure).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when its chunk is gone after a new release, keeping the placeholder meanwhile', async () => {
    serverAnswers(404);
    const reload = stubReload();
    renderInHeader(lazyComponent(() => Promise.reject<Part>(importFailure())));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(Number(sessionStorage.getItem(reloadStampKey))).toBeGreaterThanOrEqual(clock);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Retry instead when the chunk is still gone after that reload', async () => {
    serverAnswers(404);
    const reload = stubReload();
    // The page was reloaded for a new release a moment ago.
    sessionStorage.setItem(reloadStampKey, String(Date.now() - 3_000));
    renderInHeader(lazyComponent(() => Promise.reject<Part>(importFailure())));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Loading failed');
    expect(failure).toHaveTextContent('The site has just been updated. Reload the page to continue.');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at most once when several parts miss their chunks together', async () => {
    serverAnswers(404);
    const reload = stubReload();
    const failing = () => lazyComponent(() => Promise.reject<Part>(importFailure()));
    const [First, Second] = [failing(), failing()];
    render(
      <Suspense fallback={<p>Loading</p>}>
        <First />
        <Second />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('finds its component where the bundler put it in a chunk with other modules', async () => {
    // What importing the chunk's file itself gives: its exports, the part's module among them.
    const chunkExports = { n: () => null, t: { default: () => <p>Member area</p> } };
    renderInHeader(lazyComponent(() => Promise.resolve(chunkExports as unknown as Part)));
    expect(await screen.findByText('Member area')).toBeInTheDocument();
  });

  it('draws at once on a live page, with no fallback, once its code has been preloaded', async () => {
    const MemberArea = lazyComponent(() => Promise.resolve(part('Member area')));
    MemberArea.preload();
    await act(() => Promise.resolve());
    document.documentElement.dataset.hydrated = '';
    renderInHeader(MemberArea);
    // In the same commit as the rest of the header: nothing suspended, so nothing is held back.
    expect(screen.getByText('Member area')).toBeInTheDocument();
    expect(screen.queryByText('Loading the part')).not.toBeInTheDocument();
  });

  it('waits for a commit of its own while the page is still hydrating, preloaded or not', async () => {
    const MemberArea = lazyComponent(() => Promise.resolve(part('Member area')));
    MemberArea.preload();
    await act(() => Promise.resolve());
    renderInHeader(MemberArea);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    expect(await screen.findByText('Member area')).toBeInTheDocument();
  });

  it('does not reload when offline: the Retry shows', async () => {
    serverAnswers(null);
    const reload = stubReload();
    renderInHeader(lazyComponent(() => Promise.reject<Part>(importFailure())));
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading failed');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(reloadStampKey)).toBeNull();
  });
});

describe('ErrorBoundary', () => {
  function Broken(): React.JSX.Element {
    throw new Error('A fault in the part');
  }

  it('shows a modal’s failure as a dialog whose Close closes the modal', async () => {
    serverAnswers(null);
    const close = vi.fn();
    const Login = lazyComponent(() => Promise.reject<Part>(importFailure()));
    render(
      <ErrorBoundary variant="dialog" onRetry={Login.reset} onClose={close}>
        <Suspense fallback={null}>
          <Login />
        </Suspense>
      </ErrorBoundary>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Loading failed' });
    expect(dialog).toHaveAccessibleDescription('This page could not be loaded. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('shows a fault at the root as the whole page, with Retry that draws again and Reload', async () => {
    const reload = stubReload();
    let broken = true;
    function App() {
      return broken ? <Broken /> : <p>The site</p>;
    }
    render(
      <ErrorBoundary variant="root">
        <App />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This stopped working unexpectedly. Retry, or reload the page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The site')).toBeInTheDocument();
  });

  it('places the failure where its owner says', () => {
    render(
      <ErrorBoundary variant="inline" frame={(failure) => <div data-testid="corner">{failure}</div>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('corner')).toContainElement(screen.getByRole('alert'));
  });
});

describe('lazyPart', () => {
  it('asks for its code only once it nears the viewport, with its fallback until then', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve({ Winners: () => <p>The part</p> }));
    const Part = lazyPart(load, <p>Loading the part</p>, { exportName: 'Winners' });
    render(<Part />);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    scrollNear();
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts its 120 s only once it is asked for', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const Part = lazyPart(() => Promise.resolve(part('The part')), <p>Loading the part</p>, { timeoutMs: 30 });
    render(<Part />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    scrollNear();
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });

  it('shows the page-load error when its code fails, and loads it again on retry', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    serverAnswers(null);
    const load = vi
      .fn<() => Promise<Part>>()
      .mockRejectedValueOnce(unnamedFailure())
      .mockResolvedValue(part('The part'));
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
    const Part = lazyPart(() => Promise.resolve(part('The part')), <p>Loading the part</p>);
    render(<Part />);
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });
});
