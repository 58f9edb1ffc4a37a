import type { DepositChannel } from '@lobbykit/platform/endpoints/wallet';
import { Button } from '@lobbykit/ui/button';
import { centsToAmount } from '@lobbykit/ui/lib/money-input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { AmountField } from '../money/amount-field.tsx';
import { amountProblem, typedCents } from '../money/amount-problem.ts';
import type { Money } from '../money/use-money.ts';
import { ChannelPicker } from './channel-picker.tsx';
import { DepositTotal } from './deposit-total.tsx';
import { returnPath } from './use-payment-return.ts';

export const depositNamespaces = ['member-deposit', 'member-money', 'pages'];

/** The amount (and channel) to start from: a failed deposit tried again. */
export interface DepositDraft {
  channel: string;
  amount: string;
}

/**
 * The platform's own refusal of the input (INVALID_INPUT) is its limits check, about the amount
 * (apps/sandbox/README.md, deposit); its words are shown there.
 */
const refusalPlaces: RefusalPlaces<'amount'> = { server: { field: 'amount' } };

/**
 * A deposit: a channel, an amount within its limits (typed or a preset), the total with the
 * channel's fee, then the channel's payment page, which sends the player back to this page.
 */
export function DepositForm({
  channels,
  money,
  draft,
}: {
  channels: readonly DepositChannel[];
  money: Money;
  draft?: DepositDraft;
}) {
  const { t } = useTranslation(depositNamespaces);
  // amountProblem's messages are the money pages' shared ones.
  const { t: moneyT } = useTranslation('member-money');
  const [path] = useLocation();
  const search = useSearch();
  const [code, setCode] = useState(() => draft?.channel ?? channels[0]!.code);
  const channel = channels.find((candidate) => candidate.code === code) ?? channels[0]!;
  const limits = { minCents: money.cents(channel.min), maxCents: money.cents(channel.max) };
  const form = useAccountForm<'amount'>({
    initialValues: { amount: draft?.amount ?? '' },
    validate: ({ amount }) => {
      const problem = amountProblem(amount, limits, money, moneyT);
      return problem ? { amount: problem } : {};
    },
  });
  // Tried again after a failure: the amount is there to check or change.
  useEffect(() => {
    if (draft) form.focus('amount');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens with a draft
  }, []);
  // Set once the payment page is on its way: the button stays busy until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  // The total is shown for an amount that can be sent, whether or not its field was left yet.
  const cents =
    amountProblem(form.values.amount, limits, money, moneyT) === null ? typedCents(form.values.amount, money) : null;

  const submit = form.submitWith(
    async (values) => {
      const answer = await callPlatform('wallet', 'deposit', {
        amount: centsToAmount(typedCents(values.amount, money)),
        channel: channel.code,
        returnUrl: returnPath(path, search),
      });
      setLeaving(true);
      window.location.assign(answer.paymentUrl);
    },
    (error) => placeRefusal(error, refusalPlaces, t),
  );

  const presets = channel.presets.map((preset) => {
    const presetCents = money.cents(preset);
    return { value: presetCents, label: money.format(presetCents) };
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      data-slot="deposit-form"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
    >
      <ChannelPicker
        channels={channels}
        selected={channel.code}
        onSelect={(next) => {
          setCode(next);
          form.forget('amount');
        }}
        money={money}
      />
      <AmountField
        label={t('form.amount')}
        money={money}
        error={form.errors.amount}
        hint={t('form.amount_hint', {
          channel: channel.name,
          min: money.format(limits.minCents),
          max: money.format(limits.maxCents),
        })}
        field={form.field('amount')}
      />
      {presets.length > 0 && (
        <ChoiceChips
          name="deposit-presets"
          label={t('form.presets')}
          choices={presets}
          selected={cents ?? -1}
          onChoose={(presetCents) => {
            form.setValue('amount', money.formatPlain(presetCents));
            form.forget('amount');
          }}
        />
      )}
      <DepositTotal amountCents={cents} feeCents={money.cents(channel.fee)} money={money} />
      <FormAlert alert={form.alert} />
      <div className="grid gap-1.5">
        <Button type="submit" loading={form.pending || leaving} className="justify-self-start">
          {t('form.submit')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('form.submit_hint', { channel: channel.name })}</p>
      </div>
    </form>
  );
}
