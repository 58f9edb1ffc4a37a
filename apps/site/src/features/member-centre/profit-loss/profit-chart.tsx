import { cn } from '@lobbykit/ui/lib/cn';

export interface ChartBar {
  key: string;
  /** Signed: bars above the line are won, below it lost. */
  value: number;
}

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Profit per period as bars above (won) and below (lost) a zero line, drawn in SVG with the
 * theme's colours. It is a picture of the table beside it, which is what assistive technology
 * reads, so the chart itself is hidden from it.
 */
export function ProfitChart({ bars, className }: { bars: readonly ChartBar[]; className?: string }) {
  const top = Math.max(0, ...bars.map((bar) => bar.value));
  const bottom = Math.min(0, ...bars.map((bar) => bar.value));
  const span = top - bottom || 1;
  const zero = (top / span) * HEIGHT;
  const width = Math.max(bars.length * (BAR + GAP), 1);
  return (
    <svg
      aria-hidden="true"
      data-slot="profit-chart"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cn('h-32 w-full', className)}
    >
      {bars.map((bar, index) => {
        const size = (Math.abs(bar.value) / span) * HEIGHT;
        return (
          <rect
            key={bar.key}
            x={index * (BAR + GAP) + GAP / 2}
            y={bar.value >= 0 ? zero - size : zero}
            width={BAR}
            height={Math.max(size, 0.5)}
            rx={2}
            className={bar.value >= 0 ? 'fill-success' : 'fill-destructive'}
          />
        );
      })}
      <line
        x1={0}
        x2={width}
        y1={zero}
        y2={zero}
        className="stroke-border"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
