import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleWinners } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { maskPlayerName, WINNER_BOARD_LIMIT } from './mask-player.ts';
import { WINNER_MARQUEE_STEP, WinnerMarquee } from './winner-marquee.tsx';

/** happy-dom lays nothing out: give the list and the viewport the heights a browser would. */
function stubLayout({ content, viewport }: { content: number; viewport: number }) {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.slot === 'winner-marquee-list' ? content : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.slot === 'winner-marquee-viewport' ? viewport : 0;
  });
}

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const frame = 16;
const track = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="winner-marquee-track"]')!;
const viewport = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="winner-marquee-viewport"]')!;

describe('maskPlayerName', () => {
  it('hides the middle of a name and keeps names the platform already masked', () => {
    expect(maskPlayerName('marco1988')).toBe('ma***88');
    expect(maskPlayerName('sofia2')).toBe('so***');
    expect(maskPlayerName('mei')).toBe('m***');
    expect(maskPlayerName('ab***9')).toBe('ab***9');
  });
});

describe('WinnerMarquee', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
    vi.useRealTimers();
    await expectConformance({
      slot: 'winner-marquee',
      element: HTMLElement,
      render: (props) => <WinnerMarquee winners={sampleWinners.slice(0, 4)} label="Latest winners" paused {...props} />,
    });
  });

  it('lists at most 20 winners with masked players and prizes formatted in the locale', () => {
    const many = [...sampleWinners, ...sampleWinners.slice(0, 5)];
    render(<WinnerMarquee winners={many} label="Latest winners" locale="en-US" currencySymbol="₱" paused />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(WINNER_BOARD_LIMIT);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('ma***88');
    expect(first).toHaveTextContent('Fortune Tiger');
    expect(first).toHaveTextContent('₱12,850.50');
    expect(screen.queryByText('marco1988')).toBeNull();
  });

  it('moves 0.5 px per animation frame and wraps after one copy of the list', () => {
    stubLayout({ content: 20, viewport: 10 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(WINNER_MARQUEE_STEP).toBe(0.5);
    act(() => vi.advanceTimersByTime(frame * 10));
    expect(track(container).style.transform).toBe('translate3d(0, -5px, 0)');
    act(() => vi.advanceTimersByTime(frame * 36));
    // 46 frames = 23 px, which is 3 px into the second copy of a 20 px list.
    expect(track(container).style.transform).toBe('translate3d(0, -3px, 0)');
    expect(container.querySelector('[data-slot="winner-marquee-copy"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-slot="winner-marquee"]')).toHaveAttribute('data-motion', 'moving');
  });

  it('holds while hovered and while focused, then carries on', () => {
    stubLayout({ content: 400, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    act(() => vi.advanceTimersByTime(frame * 4));
    expect(track(container).style.transform).toBe('translate3d(0, -2px, 0)');

    fireEvent.pointerEnter(viewport(container));
    act(() => vi.advanceTimersByTime(frame * 20));
    expect(track(container).style.transform).toBe('translate3d(0, -2px, 0)');
    fireEvent.pointerLeave(viewport(container));
    act(() => vi.advanceTimersByTime(frame * 2));
    expect(track(container).style.transform).toBe('translate3d(0, -3px, 0)');

    act(() => viewport(container).focus());
    expect(container.querySelector('[data-slot="winner-marquee"]')).toHaveAttribute('data-motion', 'held');
    act(() => vi.advanceTimersByTime(frame * 20));
    expect(track(container).style.transform).toBe('translate3d(0, -3px, 0)');
    act(() => viewport(container).blur());
    act(() => vi.advanceTimersByTime(frame * 2));
    expect(track(container).style.transform).toBe('translate3d(0, -4px, 0)');
  });

  it('stands at the start when paused: nothing moves and no copy is drawn', () => {
    stubLayout({ content: 400, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" paused />);
    act(() => vi.advanceTimersByTime(frame * 60));
    expect(track(container).style.transform).toBe('');
    expect(container.querySelector('[data-slot="winner-marquee-copy"]')).toBeNull();
  });

  it('stands still with reduced motion and lets the player scroll the list instead', () => {
    stubReducedMotion(true);
    stubLayout({ content: 400, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    act(() => vi.advanceTimersByTime(frame * 60));
    expect(track(container).style.transform).toBe('');
    expect(container.querySelector('[data-slot="winner-marquee"]')).toHaveAttribute('data-motion', 'reduced');
    expect(viewport(container)).toHaveAttribute('tabindex', '0');
  });

  it('does not move a list that fits, and is then not a tab stop', () => {
    stubLayout({ content: 100, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners.slice(0, 2)} label="Latest winners" />);
    act(() => vi.advanceTimersByTime(frame * 60));
    expect(track(container).style.transform).toBe('');
    expect(viewport(container)).not.toHaveAttribute('tabindex');
  });

  it('names the region', () => {
    render(<WinnerMarquee winners={sampleWinners} label="Latest winners" paused />);
    expect(screen.getByRole('region', { name: 'Latest winners' })).toBeInTheDocument();
  });
});
