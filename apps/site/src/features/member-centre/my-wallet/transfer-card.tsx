import { isPlatformError, type PlatformErrorKind } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Spinner } from '@lobbykit/ui/spinner';
import { centsToAmount } from '@lobbykit/ui/lib/money-input';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { AmountField } from '../money/amount-field.tsx';
import { amountProblem, typedCents } from '../money/amount-problem.ts';
import type { Money } from '../money/use-money.ts';
import type { Wallet } from './use-merchant-wallet.ts';
import { afterTransfer, useWalletMoves } from './use-wallet-moves.ts';
import { walletName, walletNamespaces } from './wallet-text.ts';

type Direction = 'in' | 'out';

/** Where the platform's refusals of a move are shown (apps/sandbox/README.md, my wallet). */
const refusalPlaces: RefusalPlaces<'amount'> = {
  'insufficient-funds': { field: 'amount', key: 'transfer.insufficient' },
};

/**
 * Refusals that say the page is out of date (a balance spent in a game meanwhile, the brand
 * now single-wallet): the wallets are read again before the refusal shows, so the amount field
 * already measures against what there is now.
 */
const staleKinds: ReadonlySet<PlatformErrorKind> = new Set(['insufficient-funds', 'operation-not-allowed', 'server']);

export interface TransferCardProps {
  main: Wallet;
  /** At least one. */
  games: readonly Wallet[];
  money: Money;
}

/**
 * Money into a game wallet or back to the main one: the game wallet and the direction as chips
 * (every choice one press away), then the amount, checked against the source wallet as typed.
 * No confirmation: the money stays the member's and moves back as easily.
 */
export function TransferCard({ main, games, money }: TransferCardProps) {
  const { t } = useTranslation(walletNamespaces);
  const titleId = useId();
  const [chosen, setChosen] = useState(games[0]!.wallet);
  const [direction, setDirection] = useState<Direction>('in');
  // Each move done starts a fresh form: empty, and quiet until the member sends again.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);

  const game = games.find((wallet) => wallet.wallet === chosen) ?? games[0]!;
  const [from, to] = direction === 'in' ? [main, game] : [game, main];
  const choose =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setDone(null);
    };

  return (
    <section
      aria-labelledby={titleId}
      data-slot="wallet-transfer"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
    >
      <h3 id={titleId} className="text-base font-semibold">
        {t('transfer.title')}
      </h3>
      <ChoiceChips
        name="wallet"
        label={t('transfer.wallet')}
        choices={games.map((wallet) => ({ value: wallet.wallet, label: wallet.name }))}
        selected={game.wallet}
        onChoose={choose(setChosen)}
      />
      <ChoiceChips
        name="direction"
        label={t('transfer.direction')}
        choices={[
          { value: 'in' as const, label: t('transfer.into', { wallet: game.name }) },
          { value: 'out' as const, label: t('transfer.out_of', { wallet: game.name }) },
        ]}
        selected={direction}
        onChoose={choose(setDirection)}
      />
      <TransferForm
        key={round}
        from={from}
        to={to}
        money={money}
        focusAmount={round > 0}
        onDone={(message) => {
          setDone(message);
          setRound((current) => current + 1);
        }}
      />
      {done && (
        <p role="status" data-slot="transfer-done" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
    </section>
  );
}

interface TransferFormProps {
  from: Wallet;
  to: Wallet;
  money: Money;
  /** After a move: the next amount can be typed at once. */
  focusAmount: boolean;
  onDone: (message: string) => void;
}

function TransferForm({ from, to, money, focusAmount, onDone }: TransferFormProps) {
  const { t } = useTranslation(walletNamespaces);
  // The amount's messages are the money pages' own (`amount.*`), shared with the amount field.
  const { t: moneyT } = useTranslation('member-money');
  const moves = useWalletMoves();
  const availableCents = money.cents(from.balance);
  const form = useAccountForm<'amount'>({
    initialValues: { amount: '' },
    validate: ({ amount }) => {
      const problem = amountProblem(amount, { balanceCents: availableCents }, money, moneyT);
      return problem ? { amount: problem } : {};
    },
  });

  useEffect(() => {
    if (focusAmount) form.focus('amount');
    // Once, as the fresh form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = form.submitWith(
    async (values) => {
      const cents = typedCents(values.amount, money);
      try {
        const answer = await callPlatform('wallet', 'transfer', {
          amount: centsToAmount(cents),
          fromWallet: from.wallet,
          toWallet: to.wallet,
        });
        await moves.apply(answer.sumBalance, (current) => afterTransfer(current, from.wallet, to.wallet, cents));
        onDone(t('transfer.done', { amount: money.format(cents), from: walletName(from, t), to: walletName(to, t) }));
      } catch (error) {
        if (isPlatformError(error) && staleKinds.has(error.kind)) await moves.reload().catch(() => undefined);
        throw error;
      }
    },
    (error) => placeRefusal(error, refusalPlaces, t),
  );

  return (
    <form noValidate onSubmit={send} aria-label={t('transfer.form')} className="grid gap-4">
      <p data-slot="transfer-route" className="text-sm text-muted-foreground">
        {t('transfer.route', { from: walletName(from, t), to: walletName(to, t) })}
      </p>
      <AmountField
        label={t('transfer.amount')}
        money={money}
        availableCents={availableCents}
        error={form.errors.amount}
        field={form.field('amount')}
        onFillAll={() => {
          form.setValue('amount', money.formatPlain(availableCents));
          form.forget('amount');
        }}
      />
      <FormAlert alert={form.alert} />
      {/* Busy, not disabled, while sending: focus stays on the button for whatever comes next. */}
      <Button type="submit" aria-busy={form.pending || undefined} className="justify-self-start">
        {form.pending && <Spinner size="sm" />}
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
