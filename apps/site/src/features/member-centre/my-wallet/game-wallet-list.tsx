import { cn } from '@lobbykit/ui/lib/cn';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';
import type { Wallet } from './use-merchant-wallet.ts';
import { walletNamespaces } from './wallet-text.ts';

/** Each game vendor's wallet and what it holds; an empty one reads muted, so the ones with money stand out. */
export function GameWalletList({ wallets, money }: { wallets: readonly Wallet[]; money: Money }) {
  const { t } = useTranslation(walletNamespaces);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="game-wallets" className="grid gap-2">
      <h3 id={titleId} className="text-base font-semibold">
        {t('list.title')}
      </h3>
      {/* Tiles two or three abreast: six vendors' wallets stay one short glance on a phone. */}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {wallets.map((wallet) => {
          const cents = money.cents(wallet.balance);
          return (
            <li
              key={wallet.wallet}
              data-slot="game-wallet"
              data-wallet={wallet.wallet}
              className="grid min-w-0 gap-0.5 rounded-lg border border-border bg-card px-3 py-2.5 text-sm text-card-foreground"
            >
              <span className="truncate font-medium">{wallet.name}</span>
              <span className={cn('font-semibold tabular-nums', cents === 0 && 'font-normal text-muted-foreground')}>
                {money.format(cents)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
