import { observeNearViewport } from '@lobbykit/ui/lib/observe-near-viewport';
import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ChunkLoadError, reloadForNewRelease, reloadGraceMs, retryableImport, sectionTimeoutMs } from './chunk-load.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { isPageLive, usePageLive } from './page-live.ts';

export { sectionTimeoutMs };

/** A component whose code is a chunk of its own, fetched when it first renders. */
export interface LazyComponent<Props extends object = object> {
  (props: Props): ReactNode;
  /**
   * Starts loading the chunk early (on hover or focus of what shows it); settles once it is in or
   * has failed (a failure waits for the render).
   */
  preload(): Promise<void>;
  /** After a failed load: the next render loads the chunk again (a boundary's `onRetry`). */
  reset(): void;
}

/** The props of a module's export that is a component (none for a component that takes none). */
type PropsOf<Export> =
  Export extends ComponentType<infer Props> ? (unknown extends Props ? object : Props & object) : never;
type ComponentExports<Module> = {
  [Name in keyof Module]: Module[Name] extends ComponentType<never> ? Name : never;
}[keyof Module];

/**
 * The component a loaded chunk exports under `name`. A part's chunk exports the part's own exports
 * by name; where the bundler put the part into another module's chunk, that chunk exports the
 * part's module as one object among its exports (the build then imports it as `.then(m => m.t)`),
 * which a retry under a fresh address (chunk-load.ts) must find by itself.
 */
function exportOf(module: Record<string, unknown>, name: string): unknown {
  if (name in module) return module[name];
  const holders = Object.values(module).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null && name in value,
  );
  return holders.length === 1 ? holders[0]![name] : undefined;
}

/** A page in the browser that has hydrated (the server draws no page live). */
const inLivePage = () => typeof document !== 'undefined' && isPageLive();

/** While the page reloads onto a new release the part's fallback stays; a reload called off shows the failure. */
const afterReloadGrace = (failure: ChunkLoadError) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(failure), reloadGraceMs));

/**
 * React.lazy keeps a failed import for good, so `reset` swaps in a fresh lazy component over the
 * same retryable import (chunk-load.ts). A chunk missing after a new release reloads the page once
 * while the part's fallback stays on screen; any other failure reaches the part's boundary. `due`
 * holds the import back (until the part nears the viewport); the 120 s start when it is let go.
 */
function retryableLazy<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
  timeoutMs = sectionTimeoutMs,
  due?: Promise<void>,
): LazyComponent<Props> {
  const chunk = retryableImport(load, timeoutMs);
  const start = () => (due ? due.then(chunk) : chunk());
  /** The component, once its chunk has come (preloaded or shown before). */
  let loaded: ComponentType<Props> | undefined;
  const componentOf = (module: Record<string, unknown>) => {
    const component = exportOf(module, exportName);
    if (component) loaded = component as ComponentType<Props>;
    return loaded;
  };
  const forRender = () =>
    start().then(
      (module) => {
        const component = componentOf(module);
        if (!component) throw new ChunkLoadError('error', undefined, { cause: new Error(`no export ${exportName}`) });
        return { default: component };
      },
      (error: unknown) => {
        if (error instanceof ChunkLoadError && error.kind === 'missing' && reloadForNewRelease()) {
          return afterReloadGrace(error);
        }
        throw error;
      },
    );
  let Current = lazy(forRender);
  const Part = (props: Props) => {
    // React.lazy suspends on its first render even when the chunk is already in, and a boundary
    // that has shown its fallback holds the content back for React's reveal throttle (300 ms): a
    // preloaded centre page took twice as long to open the first time. So, once the page is live,
    // a part whose chunk is in renders its component at once. While hydrating, the screen still
    // waits for its chunk in a commit of its own, after the shell's: one commit for both was a
    // longer task on a phone. Chosen once per mount, so the element type never changes under it.
    const [Shown] = useState(() => (loaded && inLivePage() ? loaded : Current));
    return <Shown {...props} />;
  };
  Part.preload = () =>
    start().then(
      (module) => void componentOf(module),
      () => undefined,
    );
  Part.reset = () => {
    Current = lazy(forRender);
  };
  return Part;
}

/**
 * A component in a chunk of its own, as React.lazy, but whose failed load can be retried and whose
 * chunk times out after spec §4's 120 s. `load` is a bare `import()`; `exportName` names the
 * component among the module's exports (its default export unless given). Render it inside an
 * `ErrorBoundary` whose `onRetry` is its `reset`.
 */
export function lazyComponent<Module, Name extends ComponentExports<Module> = ComponentExports<Module> & 'default'>(
  load: () => Promise<Module>,
  exportName: Name = 'default' as Name,
): LazyComponent<PropsOf<Module[Name]>> {
  return retryableLazy(load as () => Promise<Record<string, unknown>>, String(exportName));
}

export interface Section {
  (): ReactNode;
  /** Starts loading the chunk early (on hover or focus of a link to it); settles once it is in or has failed. */
  preload(): Promise<void>;
  /** After a failed load: the next render tries the chunk again. */
  reset(): void;
}

/** A lazily loaded screen (spec §2 "lazy sections"), whose failed load can be retried. */
export function lazySection(load: () => Promise<{ default: ComponentType }>, timeoutMs = sectionTimeoutMs): Section {
  const Screen = retryableLazy(load, 'default', timeoutMs);
  const section = () => (
    <>
      <Screen />
      <ScreenLive />
    </>
  );
  section.preload = Screen.preload;
  section.reset = Screen.reset;
  return section;
}

interface LazyPartOptions<Name> {
  /** The component among the module's exports (its default export unless given). */
  exportName?: Name;
  /** How near the viewport the part's code is asked for. */
  margin?: string;
  timeoutMs?: number;
}

/**
 * A part of a screen whose code is asked for only once it comes within `margin` of the viewport.
 * Until then a server-drawn page keeps the part's HTML as drawn, unhydrated, so content below the
 * fold costs no start-up work (its code, its formatting and its hydration); a screen the browser
 * draws shows `fallback` there. A chunk that fails shows the "page load" error with a retry. The
 * server draws the part at once.
 */
export function lazyPart<Module, Name extends ComponentExports<Module> = ComponentExports<Module> & 'default'>(
  load: () => Promise<Module>,
  fallback: ReactNode,
  { exportName = 'default' as Name, margin = '300px', timeoutMs = sectionTimeoutMs }: LazyPartOptions<Name> = {},
) {
  // Memo: a re-render of the screen before the part hydrates would make React draw the part again
  // from scratch (fallback first) instead of hydrating the server's HTML.
  return memo(function LazyPart() {
    const ref = useRef<HTMLDivElement>(null);
    const [part] = useState(() => {
      let open: (() => void) | undefined;
      const due = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
      const Part = retryableLazy<object>(
        load as () => Promise<Record<string, unknown>>,
        String(exportName),
        timeoutMs,
        due,
      );
      return { Part, open: () => open?.() };
    });
    // No state either, for the same reason: the observer opens the gate directly.
    useEffect(() => {
      const element = ref.current;
      if (!element) return part.open();
      return observeNearViewport(element, margin, part.open);
    }, [part]);
    return (
      <div ref={ref}>
        <ErrorBoundary variant="page" onRetry={part.Part.reset}>
          <Suspense fallback={fallback}>
            <part.Part />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  });
}

/** The page is live once its screen runs (or shows that it failed to load: see error-boundary.tsx). */
function ScreenLive() {
  usePageLive();
  return null;
}
