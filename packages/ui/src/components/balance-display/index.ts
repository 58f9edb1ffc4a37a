export {
  BalanceDisplay,
  balanceDisplayVariants,
  formatBalance,
  MASKED_AMOUNT,
  type BalanceDisplayProps,
} from './balance-display.tsx';
