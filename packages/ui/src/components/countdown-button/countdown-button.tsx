import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useState,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, type ButtonProps } from '../button/index.ts';
import { useCountdown } from './use-countdown.ts';

export interface CountdownButtonActions {
  start: () => void;
  stop: () => void;
}

export type CountdownButtonProps = Omit<ButtonProps, 'onClick' | 'asChild'> & {
  /** Length of the wait in minutes, as the platform's SMS response gives it (expiredMinutes). */
  expiredMinutes?: number;
  /** What the button says while counting, e.g. (s) => `Resend in ${s}s`. */
  countdownLabel: (secondsLeft: number) => ReactNode;
  /** Starts the countdown whenever it turns true. */
  running?: boolean;
  /**
   * Return (or resolve) true to start the countdown, e.g. when the code was sent. While a
   * returned promise is pending the button shows as loading.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => boolean | void | Promise<boolean | void>;
  onCountdownEnd?: () => void;
  /** Imperative start/stop for callers that learn about success elsewhere. */
  actionsRef?: Ref<CountdownButtonActions>;
};

/** Whole seconds of a wait given in (possibly fractional) minutes. */
export function countdownSeconds(expiredMinutes: number): number {
  return Math.max(0, Math.round(expiredMinutes * 60));
}

export function CountdownButton({
  expiredMinutes = 1,
  countdownLabel,
  running = false,
  onClick,
  onCountdownEnd,
  actionsRef,
  loading = false,
  disabled,
  children,
  ...props
}: CountdownButtonProps) {
  const { secondsLeft, counting, start, stop } = useCountdown(countdownSeconds(expiredMinutes), onCountdownEnd);
  const [pending, setPending] = useState(false);
  const startFromProp = useEffectEvent(start);

  useImperativeHandle(actionsRef, () => ({ start, stop }), [start, stop]);

  useEffect(() => {
    if (running) startFromProp();
  }, [running]);

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    const result = onClick?.(event);
    if (!(result instanceof Promise)) {
      if (result === true) start();
      return;
    }
    setPending(true);
    try {
      if ((await result) === true) start();
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      data-slot="countdown-button"
      data-state={counting ? 'counting' : 'idle'}
      loading={loading || pending}
      disabled={disabled || counting}
      onClick={handleClick}
      {...props}
    >
      {counting ? <span className="tabular-nums">{countdownLabel(secondsLeft)}</span> : children}
    </Button>
  );
}
