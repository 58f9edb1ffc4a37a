export {
  CountdownButton,
  countdownSeconds,
  type CountdownButtonActions,
  type CountdownButtonProps,
} from './countdown-button.tsx';
export { useCountdown, type Countdown } from './use-countdown.ts';
