import type { TFunction } from 'i18next';
import { MAIN_WALLET, type Wallet } from './use-merchant-wallet.ts';

/** Loaded with the page: its own strings, the amount field's (`member-money`), the load error's. */
export const walletNamespaces = ['member-wallet', 'member-money', 'pages'];

/** The main wallet in the member's language; a game wallet by its vendor's name, as the platform gives it. */
export function walletName(wallet: Wallet, t: TFunction): string {
  return wallet.wallet === MAIN_WALLET ? t('wallets.main', { ns: 'member-wallet' }) : wallet.name;
}
