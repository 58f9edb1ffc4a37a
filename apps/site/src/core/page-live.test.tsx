import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLiveEvent, usePageLive } from './page-live.ts';

function Screen() {
  usePageLive();
  return <main>Home</main>;
}

const html = document.documentElement;

beforeEach(() => delete html.dataset.hydrated);

describe('usePageLive', () => {
  it('marks the page hydrated and announces it live as soon as the screen is drawn', () => {
    const live = vi.fn();
    document.addEventListener(pageLiveEvent, live);
    render(<Screen />);
    expect(html).toHaveAttribute('data-hydrated');
    expect(live).toHaveBeenCalledTimes(1);
    document.removeEventListener(pageLiveEvent, live);
  });

  it('announces the page live once, however many parts say so', () => {
    const live = vi.fn();
    document.addEventListener(pageLiveEvent, live);
    render(
      <>
        <Screen />
        <Screen />
      </>,
    );
    expect(live).toHaveBeenCalledTimes(1);
    document.removeEventListener(pageLiveEvent, live);
  });
});

afterEach(() => delete html.dataset.hydrated);
