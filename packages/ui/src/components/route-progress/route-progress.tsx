import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const routeProgressVariants = cva(
  [
    'pointer-events-none fixed inset-x-0 top-0 z-50 overflow-hidden',
    // Fades out once complete, after the bar has filled.
    'transition-opacity delay-200 duration-300 data-[state=complete]:opacity-0 motion-reduce:transition-none',
  ],
  {
    variants: {
      size: { sm: 'h-0.5', md: 'h-1' },
    },
    defaultVariants: { size: 'sm' },
  },
);

type Phase = 'idle' | 'waiting' | 'loading' | 'complete';

/** How far the bar has trickled on its own; it never claims to be done before the load ends. */
const TRICKLE_START = 12;
const TRICKLE_CEILING = 90;
const TRICKLE_INTERVAL_MS = 300;
/** Long enough for the bar to fill and fade (see the transition classes). */
const COMPLETE_HIDE_MS = 550;

/** Each tick closes a share of the gap to the ceiling, so the bar slows as it nears it. */
function nextTrickle(progress: number): number {
  return progress + (TRICKLE_CEILING - progress) * 0.12;
}

export type RouteProgressProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof routeProgressVariants> & {
    /** True while a route or its code chunk is loading. */
    active: boolean;
    /** Accessible name of the progress bar ("Loading page"). */
    label: string;
    /** Real progress from 0 to 100 when the loader can report it; the bar trickles on its own otherwise. */
    value?: number;
    /** Milliseconds to wait before showing, so loads that finish quickly never flash the bar. */
    delay?: number;
  };

function clamp(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/**
 * A thin bar across the top of the page while a route loads: it creeps forward while `active`,
 * then fills, fades and disappears when the load ends.
 */
export function RouteProgress({ className, size, active, label, value, delay = 120, ...props }: RouteProgressProps) {
  const [phase, setPhase] = useState<Phase>(() => (active ? (delay > 0 ? 'waiting' : 'loading') : 'idle'));
  const [trickle, setTrickle] = useState(TRICKLE_START);
  const [wasActive, setWasActive] = useState(active);

  // Follow `active` during render, as React recommends for state that tracks a prop.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setTrickle(TRICKLE_START);
      // Still on screen from the last load: carry on rather than vanish and come back.
      setPhase(delay > 0 && phase !== 'complete' ? 'waiting' : 'loading');
    } else {
      setPhase(phase === 'loading' ? 'complete' : 'idle');
    }
  }

  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('loading'), delay);
      return () => clearTimeout(timer);
    }
    if (phase === 'loading' && value === undefined) {
      const timer = setInterval(() => setTrickle(nextTrickle), TRICKLE_INTERVAL_MS);
      return () => clearInterval(timer);
    }
    if (phase === 'complete') {
      const timer = setTimeout(() => setPhase('idle'), COMPLETE_HIDE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, delay, value]);

  if (phase === 'idle' || phase === 'waiting') return null;

  const determinate = value !== undefined;
  const progress = phase === 'complete' ? 100 : determinate ? clamp(value) : trickle;
  return (
    <div
      data-slot="route-progress"
      data-state={phase}
      data-size={size ?? 'sm'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate || phase === 'complete' ? Math.round(progress) : undefined}
      className={cn(routeProgressVariants({ size }), className)}
      {...props}
    >
      <div
        data-slot="route-progress-bar"
        className="h-full origin-left bg-primary transition-transform duration-200 ease-out motion-reduce:transition-none rtl:origin-right"
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}
