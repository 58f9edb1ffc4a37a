import { WalletIcon } from '@lobbykit/ui/icons/wallet';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useMoney } from '../money/use-money.ts';
import { GameWalletList } from './game-wallet-list.tsx';
import { TransferCard } from './transfer-card.tsx';
import { MAIN_WALLET, useMerchantWallet, type Wallet } from './use-merchant-wallet.ts';
import { useWalletMoves } from './use-wallet-moves.ts';
import { WalletSummary } from './wallet-summary.tsx';
import { walletNamespaces } from './wallet-text.ts';

/**
 * My wallet (spec §2 `transferFund`): the main wallet and each game wallet the brand keeps, with
 * their balances; money moved into a game wallet and back, or all of it gathered into the main
 * wallet. A single-wallet brand shows its one wallet and says why there is nothing to move.
 */
export default function MyWalletPage() {
  const { t } = useTranslation(walletNamespaces);
  const money = useMoney();
  const wallets = useMerchantWallet();
  const moves = useWalletMoves();

  if (!wallets.data) {
    if (wallets.error) {
      return <LoadError error={wallets.error} onRetry={() => wallets.mutate()} title={t('load_failed')} />;
    }
    return <WalletSkeleton label={t('loading')} />;
  }
  const { isSingle, wallets: all } = wallets.data;
  const main: Wallet = all.find((wallet) => wallet.wallet === MAIN_WALLET) ?? {
    wallet: MAIN_WALLET,
    name: '',
    balance: 0,
  };
  const games = isSingle ? [] : all.filter((wallet) => wallet.wallet !== MAIN_WALLET);

  return (
    <div data-slot="my-wallet" className="grid gap-4">
      <WalletSummary
        main={main}
        games={games}
        money={money}
        refreshing={wallets.isValidating}
        refreshError={wallets.error}
        onRefresh={moves.reload}
      />
      {games.length === 0 ? (
        <EmptyState icon={WalletIcon} title={t('single.title')} description={t('single.description')} />
      ) : (
        <>
          <GameWalletList wallets={games} money={money} />
          <TransferCard main={main} games={games} money={money} />
        </>
      )}
    </div>
  );
}

function WalletSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-4">
      <span className="grid gap-3 rounded-xl border border-border bg-card p-5">
        <Skeleton variant="text" className="w-28" />
        <Skeleton className="h-9 w-44 rounded-md" />
      </span>
      <span className="grid gap-2 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full rounded-lg" />
        ))}
      </span>
    </LoadingRegion>
  );
}
