import { amountToCents, centsToAmount } from '@lobbykit/ui/lib/money-input';
import { useSWRConfig } from 'swr';
import { balanceKey } from '../../../core/member/use-balance.ts';
import { useSession } from '../../../core/session.ts';
import { MAIN_WALLET, merchantWalletKey, type MerchantWallet } from './use-merchant-wallet.ts';

/** Adds cents to one wallet's balance, in cents so no fraction drifts. */
function credit(wallets: MerchantWallet, wallet: string, cents: number): MerchantWallet {
  return {
    ...wallets,
    wallets: wallets.wallets.map((row) =>
      row.wallet === wallet ? { ...row, balance: centsToAmount(amountToCents(row.balance) + cents) } : row,
    ),
  };
}

/** The wallets after the platform moved `cents` from one to the other. */
export function afterTransfer(current: MerchantWallet, from: string, to: string, cents: number): MerchantWallet {
  return credit(credit(current, from, -cents), to, cents);
}

/** The wallets after every game wallet was emptied into the main wallet. */
export function afterConsolidation(current: MerchantWallet, consolidatedCents: number): MerchantWallet {
  const emptied = {
    ...current,
    wallets: current.wallets.map((row) => (row.wallet === MAIN_WALLET ? row : { ...row, balance: 0 })),
  };
  return credit(emptied, MAIN_WALLET, consolidatedCents);
}

/**
 * Where a move's answer goes: the header's total at once (the platform's `sumBalance`), the
 * wallet list drawn as the move left it and then read again, so a game played meanwhile in another
 * tab still shows; `reload` reads both again (a refusal that says the page is out of date).
 */
export function useWalletMoves() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const walletKey = merchantWalletKey(token);
  return {
    apply: async (sumBalance: number, change: (current: MerchantWallet) => MerchantWallet) => {
      await Promise.all([
        mutate(balanceKey(token), (current?: { sumBalance: number }) => current && { ...current, sumBalance }, {
          revalidate: false,
        }),
        mutate(walletKey, (current?: MerchantWallet) => current && change(current)),
      ]);
    },
    reload: () => Promise.all([mutate(walletKey), mutate(balanceKey(token))]),
  };
}
