import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { CountdownButton, countdownSeconds, type CountdownButtonActions } from './countdown-button.tsx';

const label = (seconds: number) => `Resend in ${seconds}s`;

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('countdownSeconds', () => {
  it('turns minutes into whole seconds', () => {
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(2.5)).toBe(150);
    expect(countdownSeconds(0.05)).toBe(3);
    expect(countdownSeconds(-1)).toBe(0);
  });
});

describe('CountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
    vi.useRealTimers();
    await expectConformance({
      slot: 'countdown-button',
      element: HTMLButtonElement,
      render: (props) => (
        <CountdownButton countdownLabel={label} {...props}>
          Send code
        </CountdownButton>
      ),
    });
  });

  it('counts down 60 seconds by default once onClick returns true, then re-enables', () => {
    const onCountdownEnd = vi.fn();
    render(
      <CountdownButton countdownLabel={label} onClick={() => true} onCountdownEnd={onCountdownEnd}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const button = screen.getByRole('button', { name: 'Resend in 60s' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'counting');
    advance(1000);
    expect(button).toHaveTextContent('Resend in 59s');
    advance(58_000);
    expect(button).toHaveTextContent('Resend in 1s');
    expect(onCountdownEnd).not.toHaveBeenCalled();
    advance(1000);
    expect(button).toHaveTextContent('Send code');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(onCountdownEnd).toHaveBeenCalledOnce();
  });

  it('multiplies expiredMinutes by 60', () => {
    render(
      <CountdownButton countdownLabel={label} expiredMinutes={2} onClick={() => true}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 120s');
  });

  it('stays ready when onClick does not return true', () => {
    render(
      <CountdownButton countdownLabel={label} onClick={() => false}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows as loading while a returned promise is pending, then counts if it resolves true', async () => {
    let resolve: (sent: boolean) => void = () => {};
    const onClick = () => new Promise<boolean>((settle) => (resolve = settle));
    render(
      <CountdownButton countdownLabel={label} onClick={onClick}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await act(async () => resolve(true));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveTextContent('Resend in 60s');
  });

  it('leaves the button ready when the promise resolves false', async () => {
    render(
      <CountdownButton countdownLabel={label} onClick={() => Promise.resolve(false)}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('starts when the running prop turns true', () => {
    const { rerender } = render(
      <CountdownButton countdownLabel={label} expiredMinutes={0.05}>
        Send code
      </CountdownButton>,
    );
    expect(screen.getByRole('button')).toBeEnabled();
    rerender(
      <CountdownButton countdownLabel={label} expiredMinutes={0.05} running>
        Send code
      </CountdownButton>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 3s');
    advance(3000);
    expect(screen.getByRole('button')).toHaveTextContent('Send code');
  });

  it('can be started and stopped through actionsRef', () => {
    const actions = createRef<CountdownButtonActions>();
    render(
      <CountdownButton countdownLabel={label} actionsRef={actions}>
        Send code
      </CountdownButton>,
    );
    act(() => actions.current?.start());
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => actions.current?.stop());
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('catches up with the clock when timers were held back', () => {
    render(
      <CountdownButton countdownLabel={label} onClick={() => true}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    // The tab slept for 20 s without running timers.
    vi.setSystemTime(Date.now() + 20_000);
    advance(1000);
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 39s');
  });
});
