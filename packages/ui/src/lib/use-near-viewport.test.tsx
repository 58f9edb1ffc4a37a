import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

afterEach(() => vi.unstubAllGlobals());

function Watched({ margin = '300px' }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test reports to by hand, each remembering the margin it was asked for. */
function stubObserver() {
  const observers: { report: (isIntersecting: boolean) => void; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private target?: Element;
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        observers.push({
          margin: init?.rootMargin,
          report: (isIntersecting) =>
            callback(
              [{ target: this.target, isIntersecting } as unknown as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
        });
      }
      observe(target: Element) {
        this.target = target;
      }
      disconnect() {}
    },
  );
  return observers;
}

describe('useNearViewport', () => {
  it('is false until the element comes within the margin, then stays true', () => {
    const observers = stubObserver();
    render(<Watched margin="30%" />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers.map((observer) => observer.margin)).toEqual(['30%']);

    act(() => observers[0]!.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observers[0]!.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('draws false on the server, where there is no IntersectionObserver, so hydration agrees', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderToString(<Watched />)).toContain('far');
  });

  it('turns true once mounted where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Watched />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
