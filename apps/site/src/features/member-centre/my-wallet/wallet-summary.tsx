import { Button } from '@lobbykit/ui/button';
import { ConfirmDialog } from '@lobbykit/ui/dialog';
import { RefreshCwIcon } from '@lobbykit/ui/icons/refresh-cw';
import { cn } from '@lobbykit/ui/lib/cn';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { describeError } from '../../page-kit/describe-error.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { worthRetrying } from '../../page-kit/forms/refusals.ts';
import type { Money } from '../money/use-money.ts';
import type { Wallet } from './use-merchant-wallet.ts';
import { afterConsolidation, useWalletMoves } from './use-wallet-moves.ts';
import { walletNamespaces } from './wallet-text.ts';

export interface WalletSummaryProps {
  main: Wallet;
  /** The game wallets; none on a single-wallet brand. */
  games: readonly Wallet[];
  money: Money;
  refreshing: boolean;
  /** A failed read of wallets already on screen: they stay, with what went wrong. */
  refreshError: unknown;
  onRefresh: () => Promise<unknown>;
}

type Outcome = { done: string } | { alert: { message: string; retry: boolean } };

/**
 * The total across every wallet, the main wallet and the game wallets' share, a refresh, and
 * "gather it all" (the consolidation call), asked first since it empties every game wallet at once.
 */
export function WalletSummary({ main, games, money, refreshing, refreshError, onRefresh }: WalletSummaryProps) {
  const { t } = useTranslation(walletNamespaces);
  const titleId = useId();
  const moves = useWalletMoves();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const mainCents = money.cents(main.balance);
  const gameCents = games.reduce((sum, wallet) => sum + money.cents(wallet.balance), 0);

  const consolidate = async () => {
    try {
      const answer = await callPlatform('member', 'consolidatedFunds', {});
      const cents = money.cents(answer.consolidated);
      await moves.apply(answer.sumBalance, (current) => afterConsolidation(current, cents));
      setOutcome({
        done:
          cents > 0
            ? t('summary.consolidated', { amount: money.format(cents), balance: money.format(mainCents + cents) })
            : t('summary.nothing_consolidated'),
      });
    } catch (error) {
      setOutcome({ alert: { message: describeError(error, t), retry: worthRetrying(error) } });
      await moves.reload().catch(() => undefined);
    }
  };

  const refreshAlert = refreshError
    ? { message: t('summary.refresh_failed', { reason: describeError(refreshError, t) }), retry: false }
    : null;

  return (
    <section
      aria-labelledby={titleId}
      data-slot="wallet-summary"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-sm font-medium text-muted-foreground">
            {t('summary.total')}
          </h3>
          <p data-slot="wallet-total" className="text-3xl font-bold tracking-tight tabular-nums">
            {money.format(mainCents + gameCents)}
          </p>
        </div>
        {/* Busy rather than disabled while reading: a disabled button would drop the keyboard's focus. */}
        <Button
          variant="outline"
          size="sm"
          aria-busy={refreshing || undefined}
          onClick={() => {
            if (!refreshing) void onRefresh();
          }}
        >
          <RefreshCwIcon aria-hidden="true" className={cn('size-4', refreshing && 'motion-safe:animate-spin')} />
          {t('summary.refresh')}
        </Button>
      </div>
      {games.length > 0 && (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {[
              { slot: 'main-balance', label: t('wallets.main'), cents: mainCents },
              { slot: 'games-balance', label: t('summary.in_games'), cents: gameCents },
            ].map(({ slot, label, cents }) => (
              <div key={slot} className="grid gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd data-slot={slot} className="font-semibold tabular-nums">
                  {money.format(cents)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              variant="secondary"
              disabled={gameCents === 0}
              onClick={() => {
                setOutcome(null);
                setAsking(true);
              }}
            >
              {t('summary.consolidate')}
            </Button>
            {gameCents === 0 && <p className="text-sm text-muted-foreground">{t('summary.all_in_main')}</p>}
          </div>
        </>
      )}
      <FormAlert alert={refreshAlert} />
      <div ref={outcomeRef} tabIndex={-1} className="empty:hidden focus-visible:outline-none">
        {outcome && 'done' in outcome && (
          <p role="status" data-slot="consolidated" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
            {outcome.done}
          </p>
        )}
        {outcome && 'alert' in outcome && <FormAlert alert={outcome.alert} />}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('summary.confirm_title')}
        message={t('summary.confirm_message', { amount: money.format(gameCents) })}
        confirmLabel={t('summary.confirm')}
        cancelLabel={t('shared.cancel', { ns: 'pages' })}
        onConfirm={consolidate}
        onCloseAutoFocus={(event) => {
          // The button that opened the dialog is disabled once the game wallets are empty: focus
          // goes to what happened instead.
          if (!outcome) return;
          event.preventDefault();
          outcomeRef.current?.focus();
        }}
      />
    </section>
  );
}
