import { Button } from '@lobbykit/ui/button';
import { observeNearViewport } from '@lobbykit/ui/lib/observe-near-viewport';
import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLive } from './page-live.ts';

/** Spec §9: a section's chunk that has not arrived after 120 s counts as failed. */
export const sectionTimeoutMs = 120_000;

type Loader = () => Promise<{ default: ComponentType }>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading chunk timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface Section {
  (): ReactNode;
  /** Starts loading the chunk early (on hover or focus of a link to it). */
  preload(): void;
  /** After a failed load: the next render tries the chunk again. */
  reset(): void;
}

/** React.lazy keeps a failed import for good, so `reset` swaps in a fresh lazy component. */
function retryableLazy(start: Loader) {
  let pending: ReturnType<Loader> | undefined;
  const once = () =>
    (pending ??= start().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  let Lazy = lazy(once);
  return {
    render: () => <Lazy />,
    preload: () => void once().catch(() => undefined),
    reset: () => {
      Lazy = lazy(once);
    },
  };
}

/** A lazily loaded screen (spec §2 "lazy sections"), whose failed load can be retried. */
export function lazySection(load: Loader, timeoutMs = sectionTimeoutMs): Section {
  const { render, preload, reset } = retryableLazy(() => withTimeout(load(), timeoutMs));
  const section = () => (
    <>
      {render()}
      <ScreenLive />
    </>
  );
  section.preload = preload;
  section.reset = reset;
  return section;
}

/** Renders the part's current lazy component when it mounts, so a retry after a failure loads anew. */
function CurrentPart({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * A part of a screen whose code is asked for only once it comes within `margin` of the viewport.
 * Until then a server-drawn page keeps the part's HTML as drawn, unhydrated, so content below the
 * fold costs no start-up work (its code, its formatting and its hydration); a screen the browser
 * draws shows `fallback` there. A chunk that fails shows the "page load" error with a retry. The
 * server draws the part at once.
 */
export function lazyPart(load: Loader, fallback: ReactNode, margin = '300px', timeoutMs = sectionTimeoutMs) {
  // Memo: a re-render of the screen before the part hydrates would make React draw the part again
  // from scratch (fallback first) instead of hydrating the server's HTML.
  return memo(function LazyPart() {
    const ref = useRef<HTMLDivElement>(null);
    const [part] = useState(() => {
      let open: (() => void) | undefined;
      const due = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
      return { ...retryableLazy(() => due.then(() => withTimeout(load(), timeoutMs))), open: () => open?.() };
    });
    // No state either, for the same reason: the observer opens the gate directly.
    useEffect(() => {
      const element = ref.current;
      if (!element) return part.open();
      return observeNearViewport(element, margin, part.open);
    }, [part]);
    return (
      <div ref={ref}>
        <SectionBoundary onRetry={part.reset}>
          <Suspense fallback={fallback}>
            <CurrentPart render={part.render} />
          </Suspense>
        </SectionBoundary>
      </div>
    );
  });
}

/** The page is live once its screen runs (or shows that it failed to load: see SectionLoadError). */
function ScreenLive() {
  usePageLive();
  return null;
}

interface BoundaryProps {
  children: ReactNode;
  /** Called before the children render again after "retry". */
  onRetry?: () => void;
}

/** Shows the translated "page load" error with a retry instead of a blank screen. */
export class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <SectionLoadError onRetry={this.retry} /> : this.props.children;
  }
}

function SectionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  // Its Retry must answer even though the screen never ran.
  usePageLive();
  const [retrying, setRetrying] = useState(false);
  return (
    <div
      role="alert"
      data-slot="section-load-error"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <h2 className="text-xl font-semibold">{t('errors.page_load_title')}</h2>
      <p className="text-muted-foreground">{t('errors.page_load')}</p>
      <Button
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {t('actions.retry')}
      </Button>
    </div>
  );
}
