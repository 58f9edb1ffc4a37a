import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { cn } from '../../lib/cn.ts';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { maskPlayerName, WINNER_BOARD_LIMIT, type Winner } from './mask-player.ts';
import { useMarqueeLength } from './use-marquee-length.ts';
import './winner-marquee.css';
import { TrophyIcon } from '../../icons/trophy.ts';

/** Spec §9: the winner marquee moves 0.5 px per frame. */
export const WINNER_MARQUEE_STEP = 0.5;

/** The frame rate the step is counted in. */
const FRAMES_PER_SECOND = 60;

/** Seconds for one loop: the list's length at `step` pixels per frame, sixty frames a second. */
export function winnerMarqueeDuration(length: number, step: number): number {
  return length / (step * FRAMES_PER_SECOND);
}

/** Height of one vertical row in rem; the viewport shows `visibleRows` of them. */
const ROW_HEIGHT_REM = 3.25;

export const winnerMarqueeVariants = cva('relative text-sm', {
  variants: {
    variant: {
      card: 'rounded-xl border border-border/40 bg-card text-card-foreground shadow-sm',
      plain: 'text-foreground',
    },
  },
  defaultVariants: { variant: 'card' },
});

export type WinnerMarqueeProps = Omit<ComponentPropsWithRef<'section'>, 'children'> &
  VariantProps<typeof winnerMarqueeVariants> & {
    /** The latest winners; only the first 20 are shown. */
    winners: readonly Winner[];
    /** Names the region, e.g. "Latest winners". */
    label: string;
    locale?: string;
    currencySymbol?: string;
    orientation?: 'vertical' | 'horizontal';
    /** How many rows a vertical marquee shows at once. */
    visibleRows?: number;
    step?: number;
    /** Holds the list at its start: deterministic for stories and snapshots. */
    paused?: boolean;
  };

/**
 * The winner board's ticker: masked player, game and prize, scrolling slowly and endlessly. The
 * scroll is decorative motion (`data-decorative-motion`): it waits while the page holds motion
 * (`<html data-motion="held">`).
 */
export function WinnerMarquee({
  winners,
  label,
  locale,
  currencySymbol,
  orientation = 'vertical',
  visibleRows = 5,
  step = WINNER_MARQUEE_STEP,
  paused = false,
  variant,
  className,
  ...props
}: WinnerMarqueeProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const vertical = orientation === 'vertical';
  const shown = winners.slice(0, WINNER_BOARD_LIMIT);
  const rows = shown.map((winner) => ({
    player: maskPlayerName(winner.player),
    gameName: winner.gameName,
    prize: formatMoney(winner.prize, { locale, currencySymbol }),
  }));

  const { overflows, length, seamItems } = useMarqueeLength({
    viewportRef,
    contentRef,
    vertical,
    contentKey: rows.map((row) => `${row.player}|${row.gameName}|${row.prize}`).join('\n'),
  });
  const moving = overflows && !paused && !reducedMotion;
  const motion = reducedMotion ? 'reduced' : moving ? (hovered || focused ? 'held' : 'moving') : 'still';

  // The seam after the list repeats only the items that fill the viewport: drawing all twenty again
  // cost a phone 160 more elements to create, style and lay out while the page started.
  const list = (copy: 'original' | 'copy') => (
    <ul
      ref={copy === 'original' ? contentRef : undefined}
      data-slot={copy === 'original' ? 'winner-marquee-list' : 'winner-marquee-copy'}
      aria-hidden={copy === 'copy' || undefined}
      className={cn('flex', vertical ? 'flex-col' : 'flex-row')}
    >
      {(copy === 'original' ? rows : rows.slice(0, seamItems)).map((row, index) => (
        <li
          key={index}
          data-slot="winner-marquee-item"
          style={vertical ? { height: `${ROW_HEIGHT_REM}rem` } : undefined}
          className={cn(
            'flex shrink-0 items-center gap-3 px-3',
            vertical ? 'border-b border-border/30' : 'gap-2 border-e border-border/30 px-4 py-2 whitespace-nowrap',
          )}
        >
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground"
          >
            <TrophyIcon className="size-3.5" />
          </span>
          <span className={cn('min-w-0', vertical ? 'flex-1' : 'inline-flex items-baseline gap-2')}>
            <span className={cn('font-medium', vertical && 'block truncate')}>{row.player}</span>
            <span className={cn('text-xs text-muted-foreground', vertical && 'block truncate')}>{row.gameName}</span>
          </span>
          <span className="shrink-0 font-semibold text-success tabular-nums">{row.prize}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-label={label}
      data-slot="winner-marquee"
      data-orientation={orientation}
      data-marquee-motion={motion}
      className={cn(winnerMarqueeVariants({ variant }), className)}
      {...props}
    >
      {/* A scrolling region takes focus (axe: scrollable-region-focusable), so keyboard players can hold
          the ticker or scroll a static one; hover and focus only hold the motion, they are not actions. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={viewportRef}
        data-slot="winner-marquee-viewport"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={overflows ? 0 : undefined}
        style={vertical ? { height: `${visibleRows * ROW_HEIGHT_REM}rem` } : undefined}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className={cn(
          // Size containment: the moving track never widens whatever the ticker sits in.
          'overflow-hidden rounded-[inherit] contain-inline-size outline-none',
          'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          // With reduced motion the list stands still, so the player scrolls it instead.
          'in-data-[marquee-motion=reduced]:overflow-auto',
        )}
      >
        {/* The motion is a CSS animation (winner-marquee.css), run by the compositor. */}
        <div
          data-slot="winner-marquee-track"
          data-decorative-motion=""
          style={
            moving
              ? ({
                  '--winner-marquee-duration': `${winnerMarqueeDuration(length, step).toFixed(3)}s`,
                  '--winner-marquee-length': `${length}px`,
                } as CSSProperties)
              : undefined
          }
          className={cn('flex will-change-transform', vertical ? 'flex-col' : 'w-max flex-row')}
        >
          {list('original')}
          {moving && list('copy')}
        </div>
      </div>
    </section>
  );
}
