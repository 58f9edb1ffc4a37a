import { cn } from '@lobbykit/ui/lib/cn';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartBar {
  key: string;
  /** What the readout calls this period ("16 Nov 2026"). */
  label: string;
  /** The same, short enough for the axis ("16 Nov"). */
  tick: string;
  /** Signed cents: bars above the line are won, below it lost. */
  value: number;
}

/** An amount in short, for the axis ("1.2K"). */
type FormatTick = (cents: number) => string;

const HEIGHT = 176;
/** The room one period label needs on the axis; labels are left out in between when it is short. */
const TICK_WIDTH = 64;

/** The theme's colour for a token, resolved where the chart sits (brand and light/dark included). */
function tokenColour(element: Element, token: string) {
  return getComputedStyle(element).getPropertyValue(token).trim() || 'currentColor';
}

function chartOptions(
  element: HTMLElement,
  bars: readonly ChartBar[],
  formatTick: FormatTick,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const colour = (token: string) => tokenColour(element, token);
  const axis = {
    stroke: colour('--color-muted-foreground'),
    grid: { stroke: colour('--color-border'), width: 1 },
    ticks: { stroke: colour('--color-border'), width: 1 },
    font: '11px system-ui, sans-serif',
  };
  // One series for won and one for lost, so each bar takes its colour from its sign; a period is
  // only ever in one of them, so the bars never overlap.
  const bar = (token: string): uPlot.Series => ({
    fill: colour(token),
    stroke: colour(token),
    paths: uPlot.paths.bars!({ size: [0.7, 28], align: 0 }),
    points: { show: false },
  });
  return {
    width: element.clientWidth,
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
    hooks: { setCursor: [(chart) => onHover(chart.cursor.idx ?? null)] },
    scales: {
      x: { time: false, range: () => [-0.5, bars.length - 0.5] },
      // Zero always shows, with a little room above the tallest bar and below the deepest.
      y: { range: (_chart, min, max) => [Math.min(0, min) * 1.15, Math.max(0, max) * 1.15 || 1] },
    },
    axes: [
      {
        ...axis,
        splits: () => {
          const every = Math.max(1, Math.ceil((bars.length * TICK_WIDTH) / Math.max(element.clientWidth - 56, 1)));
          return bars.flatMap((_bar, index) => (index % every === 0 ? [index] : []));
        },
        values: (_chart, splits) => splits.map((index) => bars[index]?.tick ?? ''),
      },
      { ...axis, size: 56, values: (_chart, splits) => splits.map(formatTick) },
    ],
    series: [{}, bar('--color-success'), bar('--color-destructive')],
  };
}

function chartData(bars: readonly ChartBar[]): uPlot.AlignedData {
  return [
    bars.map((_bar, index) => index),
    bars.map((bar) => (bar.value >= 0 ? bar.value : null)),
    bars.map((bar) => (bar.value < 0 ? bar.value : null)),
  ];
}

/**
 * Profit per period as bars above (won) and below (lost) a zero line, drawn by uPlot in the
 * theme's colours, with axes and a readout of the period under the pointer or finger (the latest
 * period otherwise). uPlot arrives with this page only. The table beside the chart holds the same
 * figures and is what assistive technology reads, so the chart and its readout are hidden from it.
 */
export function ProfitChart({
  bars,
  formatTick,
  readout,
  className,
}: {
  /** Keep the same array between renders (memoise it): a new one draws the chart again. */
  bars: readonly ChartBar[];
  formatTick: FormatTick;
  /** The amount of the period at `index`, as the readout writes it. */
  readout: (index: number) => ReactNode;
  className?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const draw = () => new uPlot(chartOptions(element, bars, formatTick, setHovered), chartData(bars), element);
    let chart = draw();
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    // Canvas colours are resolved when drawn, so a change of theme or brand draws the chart again.
    const themeChange = new MutationObserver(() => {
      chart.destroy();
      chart = draw();
    });
    themeChange.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-brand'] });
    return () => {
      resize.disconnect();
      themeChange.disconnect();
      chart.destroy();
    };
  }, [bars, formatTick]);
  const index = hovered ?? bars.length - 1;
  return (
    <div aria-hidden="true" className={cn('grid min-w-0 gap-1', className)}>
      <p data-slot="profit-chart-readout" className="flex min-h-5 justify-between gap-2 text-sm tabular-nums">
        <span className="text-muted-foreground">{bars[index]?.label}</span>
        {bars[index] && readout(index)}
      </p>
      <div ref={host} data-slot="profit-chart" className="min-w-0" />
    </div>
  );
}
