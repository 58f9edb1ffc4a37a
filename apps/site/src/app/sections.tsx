import { Button } from '@lobbykit/ui/button';
import { Component, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * A lazily loaded screen (spec §2 "lazy sections"). React.lazy keeps a failed import for good, so
 * a retry swaps in a fresh lazy component and loads the chunk again.
 */
export function lazySection(load: Loader, timeoutMs = sectionTimeoutMs): Section {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (pending ??= withTimeout(load(), timeoutMs).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  let Lazy = lazy(start);
  const section = () => (
    <>
      <Lazy />
      <ScreenLive />
    </>
  );
  section.preload = () => void start().catch(() => undefined);
  section.reset = () => {
    Lazy = lazy(start);
  };
  return section;
}

/**
 * Marks <html data-hydrated> once a screen's code is running: a server-drawn screen looks ready
 * before it is, so automated checks (and anything else that must not act on dead markup) wait for it.
 */
function ScreenLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
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
