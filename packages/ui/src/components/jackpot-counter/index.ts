export {
  JACKPOT_INCREMENT,
  JACKPOT_INTERVAL_MS,
  JackpotCounter,
  jackpotCounterVariants,
  type JackpotCounterProps,
} from './jackpot-counter.tsx';
export { formatMoney, type MoneyFormat } from '../../lib/format-money.ts';
