import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleWinners } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { maskPlayerName, WINNER_BOARD_LIMIT } from './mask-player.ts';
import { WINNER_MARQUEE_STEP, WinnerMarquee, winnerMarqueeDuration } from './winner-marquee.tsx';

/** happy-dom lays nothing out: give the list and the viewport the heights a browser would. */
function stubLayout({ content, viewport, row = 0 }: { content: number; viewport: number; row?: number }) {
  const heights: Record<string, number> = { 'winner-marquee-item': row, 'winner-marquee-list': content };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return new DOMRect(0, 0, 0, heights[(this as HTMLElement).dataset.slot ?? ''] ?? 0);
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.slot === 'winner-marquee-viewport' ? viewport : 0;
  });
}

/**
 * happy-dom's ResizeObserver never reports; a browser's reports each element once it is observed
 * (after its next layout) and again when it resizes. The first report is what the marquee measures.
 */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    this.report([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
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

const track = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="winner-marquee-track"]')!;
const region = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="winner-marquee"]')!;
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
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
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

  it('repeats after the list only the leading rows that fill the viewport, and loops by the list’s length', () => {
    stubLayout({ content: 20 * 52, viewport: 5 * 52 - 10, row: 52 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    const seam = container.querySelector<HTMLElement>('[data-slot="winner-marquee-copy"]')!;
    // Four and a bit rows show: once the list has moved by its length, five rows again fill the view.
    expect(within(seam).getAllByText(/\*/)).toHaveLength(5);
    expect(
      within(seam)
        .getAllByText(/\*/)
        .map((name) => name.textContent),
    ).toEqual(sampleWinners.slice(0, 5).map((winner) => maskPlayerName(winner.player)));
    expect(track(container).style.getPropertyValue('--winner-marquee-length')).toBe('1040px');
  });

  it('loops once per list length at 0.5 px a frame, with a hidden seam after the list', () => {
    stubLayout({ content: 20, viewport: 10 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(WINNER_MARQUEE_STEP).toBe(0.5);
    // 20 px at 0.5 px a frame is 40 frames: two thirds of a second at sixty frames a second.
    expect(winnerMarqueeDuration(20, WINNER_MARQUEE_STEP)).toBeCloseTo(2 / 3);
    expect(track(container).style.getPropertyValue('--winner-marquee-duration')).toBe('0.667s');
    expect(container.querySelector('[data-slot="winner-marquee-copy"]')).toHaveAttribute('aria-hidden', 'true');
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'moving');
  });

  it('marks its scroll as decorative motion, for a page that holds motion while it starts', () => {
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(track(container)).toHaveAttribute('data-decorative-motion');
  });

  it('measures the list again when it changes, not while it moves', () => {
    stubLayout({ content: 300, viewport: 200 });
    const { container, rerender } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(track(container).style.getPropertyValue('--winner-marquee-duration')).toBe('10.000s');
    stubLayout({ content: 600, viewport: 200 });
    rerender(<WinnerMarquee winners={sampleWinners.slice(1)} label="Latest winners" />);
    expect(track(container).style.getPropertyValue('--winner-marquee-duration')).toBe('20.000s');
  });

  it('measures after the browser has laid the page out, never in the commit that draws it', () => {
    stubLayout({ content: 400, viewport: 200 });
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          reports.push(() => this.report([], this as unknown as ResizeObserver));
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const measuring = vi.mocked(Element.prototype.getBoundingClientRect);
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(measuring).not.toHaveBeenCalled();
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'still');
    act(() => reports.forEach((report) => report()));
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'moving');
  });

  it('holds while hovered and while focused, then carries on', () => {
    stubLayout({ content: 400, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'moving');

    fireEvent.pointerEnter(viewport(container));
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'held');
    fireEvent.pointerLeave(viewport(container));
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'moving');

    act(() => viewport(container).focus());
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'held');
    act(() => viewport(container).blur());
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'moving');
  });

  it('stands at the start when paused: nothing moves and no copy is drawn', () => {
    stubLayout({ content: 400, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" paused />);
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'still');
    expect(track(container).style.getPropertyValue('--winner-marquee-duration')).toBe('');
    expect(container.querySelector('[data-slot="winner-marquee-copy"]')).toBeNull();
  });

  it('stands still with reduced motion and lets the player scroll the list instead', () => {
    stubReducedMotion(true);
    stubLayout({ content: 400, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners} label="Latest winners" />);
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'reduced');
    expect(container.querySelector('[data-slot="winner-marquee-copy"]')).toBeNull();
    expect(viewport(container)).toHaveAttribute('tabindex', '0');
  });

  it('does not move a list that fits, and is then not a tab stop', () => {
    stubLayout({ content: 100, viewport: 200 });
    const { container } = render(<WinnerMarquee winners={sampleWinners.slice(0, 2)} label="Latest winners" />);
    expect(region(container)).toHaveAttribute('data-marquee-motion', 'still');
    expect(container.querySelector('[data-slot="winner-marquee-copy"]')).toBeNull();
    expect(viewport(container)).not.toHaveAttribute('tabindex');
  });

  it('names the region', () => {
    render(<WinnerMarquee winners={sampleWinners} label="Latest winners" paused />);
    expect(screen.getByRole('region', { name: 'Latest winners' })).toBeInTheDocument();
  });
});
