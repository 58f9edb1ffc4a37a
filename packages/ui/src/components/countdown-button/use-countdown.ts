import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  secondsLeft: number;
  counting: boolean;
  /** Starts (or restarts) the countdown from the full duration. */
  start: () => void;
  /** Ends the countdown at once, without calling onEnd. */
  stop: () => void;
}

/**
 * A countdown over wall-clock time: each tick reads the clock, so a throttled background tab
 * catches up instead of drifting.
 */
export function useCountdown(totalSeconds: number, onEnd?: () => void): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const notifyEnd = useEffectEvent(() => onEnd?.());

  const start = useCallback(() => {
    if (totalSeconds <= 0) return;
    setEndsAt(Date.now() + totalSeconds * 1000);
    setSecondsLeft(totalSeconds);
  }, [totalSeconds]);

  const stop = useCallback(() => {
    setEndsAt(null);
    setSecondsLeft(0);
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const left = Math.ceil((endsAt - Date.now()) / 1000);
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      clearInterval(timer);
      setEndsAt(null);
      setSecondsLeft(0);
      notifyEnd();
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return { secondsLeft, counting: endsAt !== null, start, stop };
}
