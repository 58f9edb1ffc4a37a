export {
  WINNER_MARQUEE_STEP,
  WinnerMarquee,
  winnerMarqueeDuration,
  winnerMarqueeVariants,
  type WinnerMarqueeProps,
} from './winner-marquee.tsx';
export { maskPlayerName, WINNER_BOARD_LIMIT, type Winner } from './mask-player.ts';
