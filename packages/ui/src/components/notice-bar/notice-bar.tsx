import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { cn } from '../../lib/cn.ts';
import './notice-bar.css';
import { MegaphoneIcon } from '../../icons/megaphone.ts';

/** What the bar needs of an announcement; the popup reads the rest (content, times). */
export interface NoticeTitle {
  id: string | number;
  title: string;
}

/** Scroll speed: seconds per character of text, so long lists move as fast as short ones. */
export const NOTICE_BAR_SECONDS_PER_CHARACTER = 0.15;
/** The space between two titles, counted as this many characters of travel. */
const SEPARATOR_CHARACTERS = 6;
const MINIMUM_SECONDS = 8;

/** One full pass of the track, in seconds: proportional to the length of the titles. */
export function noticeBarDuration(notices: readonly NoticeTitle[]): number {
  const characters = notices.reduce((total, notice) => total + Array.from(notice.title).length, 0);
  const travel = characters + notices.length * SEPARATOR_CHARACTERS;
  return Math.max(MINIMUM_SECONDS, Math.round(travel * NOTICE_BAR_SECONDS_PER_CHARACTER * 10) / 10);
}

export const noticeBarVariants = cva('group/notice-bar flex min-w-0 items-center gap-2 text-foreground', {
  variants: {
    variant: {
      pill: 'rounded-full border border-border/40 bg-card px-3 text-card-foreground shadow-sm',
      bar: 'bg-muted px-4',
    },
    size: {
      sm: 'h-8 text-xs',
      md: 'h-10 text-sm',
    },
  },
  defaultVariants: { variant: 'pill', size: 'md' },
});

export type NoticeBarProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'onSelect'> &
  VariantProps<typeof noticeBarVariants> & {
    notices: readonly NoticeTitle[];
    /** Names the region, e.g. "Announcements". */
    label: string;
    /** Called with the position of the pressed title in `notices`. */
    onSelect?: (index: number) => void;
    /** Shows the titles standing still: deterministic for stories and snapshots. */
    paused?: boolean;
  };

/**
 * The lobby's announcement ticker. Titles scroll endlessly (CSS only), hold still under the pointer
 * or keyboard focus, and stand still for players who prefer reduced motion. The scroll is
 * decorative motion (`data-decorative-motion`): it waits while the page holds motion
 * (`<html data-motion="held">`).
 */
export function NoticeBar({
  notices,
  label,
  onSelect,
  paused = false,
  variant,
  size,
  className,
  style,
  ...props
}: NoticeBarProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  if (notices.length === 0) return null;
  const running = !paused;
  const motion = paused ? 'paused' : hovered ? 'held' : 'running';

  const titles = (copy: 'original' | 'copy') => (
    <ul
      data-slot={copy === 'original' ? 'notice-bar-list' : 'notice-bar-copy'}
      aria-hidden={copy === 'copy' || undefined}
      className={cn('flex shrink-0 items-center', copy === 'copy' && 'motion-reduce:hidden')}
    >
      {notices.map((notice, index) => (
        <li key={notice.id} className="flex shrink-0 items-center">
          <span aria-hidden="true" className="mx-3 size-1 rounded-full bg-primary" />
          <button
            type="button"
            data-slot="notice-bar-item"
            // The copy only exists to close the loop visually; keyboard users reach each title once.
            tabIndex={copy === 'copy' ? -1 : undefined}
            onClick={() => onSelect?.(index)}
            // Focus scrolls the viewport to reveal a title; put it back so the loop stays aligned.
            onBlur={() => viewportRef.current?.scrollTo({ left: 0 })}
            className={cn(
              'cursor-pointer rounded-sm px-1 whitespace-nowrap transition-colors outline-none',
              'hover:text-primary hover:underline hover:underline-offset-4',
              'focus-visible:ring-3 focus-visible:ring-ring',
            )}
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-label={label}
      data-slot="notice-bar"
      data-variant={variant ?? 'pill'}
      data-size={size ?? 'md'}
      data-state={motion}
      className={cn(noticeBarVariants({ variant, size }), className)}
      style={{ '--notice-bar-duration': `${noticeBarDuration(notices)}s`, ...style } as CSSProperties}
      {...props}
    >
      <MegaphoneIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <div
        ref={viewportRef}
        data-slot="notice-bar-viewport"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        className={cn(
          // Size containment: the endless track never widens whatever the bar sits in.
          'flex h-full min-w-0 flex-1 items-center overflow-hidden contain-inline-size',
          // Reduced motion: the titles stand still and the player scrolls them.
          'motion-reduce:[scrollbar-width:thin] motion-reduce:overflow-x-auto',
        )}
      >
        <div
          data-slot="notice-bar-track"
          data-state={motion}
          data-decorative-motion=""
          // The animation and its holds live in notice-bar.css.
          className="flex w-max items-center py-1"
        >
          {titles('original')}
          {running && titles('copy')}
        </div>
      </div>
    </section>
  );
}
