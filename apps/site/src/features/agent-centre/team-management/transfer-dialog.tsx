import { TEAM_TRANSFER_MAX, TEAM_TRANSFER_MIN, type TeamMember } from '@lobbykit/platform/endpoints/agent';
import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { centsToAmount } from '@lobbykit/ui/lib/money-input';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../core/member/use-balance.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { AmountField } from '../../member-centre/money/amount-field.tsx';
import { amountProblem, typedCents } from '../../member-centre/money/amount-problem.ts';
import {
  PaymentPasswordField,
  paymentPasswordProblem,
  wrongPaymentPassword,
} from '../../member-centre/money/payment-password.tsx';
import type { Money } from '../../member-centre/money/use-money.ts';
import { useApplyTeamTransfer } from '../team-cache.ts';

type TransferField = 'amount' | 'paymentPassword';

/** Where the platform's refusals of a transfer are shown (apps/sandbox/README.md, agent centre). */
const refusalPlaces: RefusalPlaces<TransferField> = {
  'invalid-credentials': wrongPaymentPassword,
  'insufficient-funds': { field: 'amount', key: 'upline.insufficient', ns: 'member-money' },
};

/**
 * Money from the agent's main wallet to one member of the team: the amount within the agent's
 * balance and the transfer bounds, and the six-digit payment password. Enter sends it; Escape
 * closes. On success the header's balance and the member's are the platform's new ones at once.
 */
export function TransferDialog({
  member,
  money,
  onClose,
  onDone,
}: {
  member: TeamMember | null;
  money: Money;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['agent-team', 'member-money']);
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('transfer.close')} data-slot="team-transfer">
        <DialogHeader>
          <DialogTitle>{t('transfer.title', { username: member?.username ?? '' })}</DialogTitle>
          <DialogDescription>{t('transfer.description')}</DialogDescription>
        </DialogHeader>
        {member && <TransferForm member={member} money={money} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function TransferForm({
  member,
  money,
  onDone,
}: {
  member: TeamMember;
  money: Money;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['agent-team', 'member-money']);
  const balance = useBalance();
  const balanceCents = balance.data ? money.cents(balance.data.sumBalance) : undefined;
  const applyTransfer = useApplyTeamTransfer();
  const form = useAccountForm<TransferField>({
    initialValues: { amount: '', paymentPassword: '' },
    validate: (values) => {
      const problems: Partial<Record<TransferField, string>> = {};
      const limits = { balanceCents, minCents: TEAM_TRANSFER_MIN * 100, maxCents: TEAM_TRANSFER_MAX * 100 };
      const amount = amountProblem(values.amount, limits, money, t);
      if (amount) problems.amount = amount;
      const password = paymentPasswordProblem(values.paymentPassword, t);
      if (password) problems.paymentPassword = password;
      return problems;
    },
  });

  const submit = form.submitWith(
    async (values) => {
      const cents = typedCents(values.amount, money);
      const answer = await callPlatform('agent', 'teamTransfer', {
        memberId: member.id,
        amount: centsToAmount(cents),
        paymentPassword: values.paymentPassword,
      });
      await applyTransfer(member.id, answer);
      onDone(
        t('transfer.done', {
          amount: money.format(cents),
          username: member.username,
          balance: money.format(money.cents(answer.memberBalance)),
        }),
      );
    },
    (error) => placeRefusal(error, refusalPlaces, t),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('transfer.form')} className="grid gap-4">
      <p className="text-sm">{t('transfer.member_balance', { balance: money.format(money.cents(member.balance)) })}</p>
      <AmountField
        label={t('transfer.amount')}
        money={money}
        availableCents={balanceCents}
        error={form.errors.amount}
        field={form.field('amount')}
        hint={
          balanceCents === undefined
            ? undefined
            : t('transfer.amount_hint', {
                balance: money.format(balanceCents),
                min: money.format(TEAM_TRANSFER_MIN * 100),
                max: money.format(TEAM_TRANSFER_MAX * 100),
              })
        }
      />
      <PaymentPasswordField error={form.errors.paymentPassword} field={form.field('paymentPassword')} />
      <FormAlert alert={form.alert} />
      <Button type="submit" loading={form.pending} className="justify-self-end">
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
