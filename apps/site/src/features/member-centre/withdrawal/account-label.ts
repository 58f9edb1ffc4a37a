import type { PayoutAccount, WithdrawalChannel } from '@lobbykit/platform/endpoints/wallet';
import type { TFunction } from 'i18next';

/** The number's last four digits: the platform masks the rest (apps/sandbox/README.md). */
export const lastDigits = (masked: string) => masked.replace(/\D/g, '').slice(-4);

/** A payout account as the member recognises it: "GCash •••• 4567". */
export function accountLabel(
  account: Pick<PayoutAccount, 'channel' | 'accountNumber'>,
  channels: readonly WithdrawalChannel[],
  t: TFunction,
): string {
  const channel = channels.find((candidate) => candidate.code === account.channel)?.name ?? account.channel;
  return t('accounts.label', { ns: 'member-withdrawal', channel, last4: lastDigits(account.accountNumber) });
}
