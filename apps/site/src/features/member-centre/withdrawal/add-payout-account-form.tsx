import type { PayoutAccount, WithdrawalChannel } from '@lobbykit/platform/endpoints/wallet';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lobbykit/ui/select';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { usePayeeNameRule } from './payee-name-rule.ts';
import { payoutAccountsKey } from './use-withdrawals.ts';

type AccountField = 'channel' | 'accountNumber' | 'payeeName';

/** 6–24 digits once spaces and dashes are dropped, as the platform reads it. */
const accountDigits = (value: string) => value.replace(/[\s-]/g, '');
const accountNumberPattern = /^\d{6,24}$/;

export interface AddPayoutAccountFormProps {
  channels: readonly WithdrawalChannel[];
  onAdded: (account: PayoutAccount) => void;
  onCancel: () => void;
}

/**
 * A new payout account: the brand's bank or e-wallet, the number, and the payee's name by the
 * brand's own rule (JADE wants two words), told under the field as the member types.
 */
export function AddPayoutAccountForm({ channels, onAdded, onCancel }: AddPayoutAccountFormProps) {
  const { t } = useTranslation(['member-withdrawal', 'pages']);
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const payee = usePayeeNameRule();
  const form = useAccountForm<AccountField>({
    initialValues: { channel: channels[0]?.code ?? '', accountNumber: '', payeeName: '' },
    validate: (values) => {
      const problems: Partial<Record<AccountField, string>> = {};
      if (!values.channel) problems.channel = t('accounts.channel_required');
      const digits = accountDigits(values.accountNumber);
      if (!digits) problems.accountNumber = t('accounts.account_number_required');
      else if (!accountNumberPattern.test(digits)) problems.accountNumber = t('accounts.account_number_invalid');
      const payeeProblem = payee.problem(values.payeeName);
      if (payeeProblem) problems.payeeName = payeeProblem;
      return problems;
    },
  });

  const submit = form.submitWith(
    async (values) => {
      const account = await callPlatform('wallet', 'addPayoutAccount', {
        channel: values.channel,
        accountNumber: accountDigits(values.accountNumber),
        payeeName: values.payeeName.trim(),
      });
      await mutate(payoutAccountsKey(token));
      onAdded(account);
    },
    (error) => placeRefusal(error, {}, t),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('accounts.form')}
      data-slot="add-payout-account"
      className="grid gap-4 rounded-lg border border-border p-4"
    >
      <Field label={t('accounts.channel')} error={form.errors.channel} required>
        {(control) => (
          <Select
            value={form.values.channel}
            onValueChange={(value) => {
              form.setValue('channel', value);
              form.forget('channel');
            }}
          >
            <SelectTrigger {...control} name="channel">
              <SelectValue placeholder={t('accounts.channel_placeholder')} />
            </SelectTrigger>
            <SelectContent>
              {channels.map((channel) => (
                <SelectItem key={channel.code} value={channel.code}>
                  {channel.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field
        label={t('accounts.account_number')}
        hint={t('accounts.account_number_hint')}
        error={form.errors.accountNumber}
        required
      >
        <Input {...form.field('accountNumber')} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field
        label={t('accounts.payee_name')}
        // The rule is the message too: once it is broken it shows once, as the error.
        hint={form.errors.payeeName ? undefined : payee.hint}
        error={form.errors.payeeName}
        required
      >
        <Input {...form.field('payeeName')} autoComplete="name" />
      </Field>
      <FormAlert alert={form.alert} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.pending}>
          {t('accounts.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('shared.cancel', { ns: 'pages' })}
        </Button>
      </div>
    </form>
  );
}
