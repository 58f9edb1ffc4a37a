import type { PayoutAccount } from '@lobbykit/platform/endpoints/wallet';
import { Button } from '@lobbykit/ui/button';
import { ConfirmDialog } from '@lobbykit/ui/dialog';
import { BanknoteIcon } from '@lobbykit/ui/icons/banknote';
import { TrashIcon } from '@lobbykit/ui/icons/trash';
import { WalletIcon } from '@lobbykit/ui/icons/wallet';
import { IconButton } from '@lobbykit/ui/icon-button';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import { describeError } from '../../page-kit/describe-error.ts';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { accountLabel } from './account-label.ts';
import { AddPayoutAccountForm } from './add-payout-account-form.tsx';
import { payoutAccountsKey, usePayoutAccounts } from './use-withdrawals.ts';

/** The platform keeps at most this many accounts per member (apps/sandbox/README.md). */
const MAX_PAYOUT_ACCOUNTS = 5;

/** The bank accounts and e-wallets the member is paid to: each with its payee, removable; and a new one. */
export function PayoutAccounts({ headingId }: { headingId: string }) {
  const { t } = useTranslation(['member-withdrawal', 'pages']);
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed?: boolean } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  let body;
  if (!accounts.data) {
    body = accounts.error ? (
      <LoadError error={accounts.error} title={t('accounts.load_failed')} onRetry={() => accounts.mutate()} />
    ) : (
      <LoadingRegion label={t('accounts.loading')} className="grid gap-2">
        <Skeleton className="h-14 w-full rounded-lg" />
        <Skeleton className="h-14 w-full rounded-lg" />
      </LoadingRegion>
    );
  } else {
    const { accounts: list, channels } = accounts.data;
    const full = list.length >= MAX_PAYOUT_ACCOUNTS;
    body = (
      <>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('accounts.empty')}</p>
        ) : (
          <ul aria-label={t('accounts.list')} className="grid gap-2">
            {list.map((account) => {
              const label = accountLabel(account, channels, t);
              const Icon = account.type === 'bank' ? BanknoteIcon : WalletIcon;
              return (
                <li
                  key={account.accountId}
                  data-slot="payout-account"
                  className="flex items-center gap-3 rounded-lg border border-border px-3 py-2"
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{label}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {t(`accounts.types.${account.type === 'bank' ? 'bank' : 'e_wallet'}`)} ·{' '}
                      {t('accounts.payee', { name: account.payeeName })}
                    </span>
                  </span>
                  <IconButton
                    size="sm"
                    label={t('accounts.remove_label', { account: label })}
                    onClick={() => {
                      setNotice(null);
                      setRemoving(account);
                    }}
                  >
                    <TrashIcon />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        )}
        {adding ? (
          <AddPayoutAccountForm
            channels={channels}
            onCancel={() => {
              setAdding(false);
              addButton.current?.focus();
            }}
            onAdded={(account) => {
              setAdding(false);
              setNotice({ text: t('accounts.added', { account: accountLabel(account, channels, t) }) });
              headingRef.current?.focus();
            }}
          />
        ) : full ? (
          <p className="text-sm text-muted-foreground">{t('accounts.full', { max: MAX_PAYOUT_ACCOUNTS })}</p>
        ) : (
          <Button
            ref={addButton}
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('accounts.add')}
          </Button>
        )}
      </>
    );
  }

  const remove = async () => {
    if (!removing) return;
    const label = accountLabel(removing, accounts.data?.channels ?? [], t);
    try {
      await callPlatform('wallet', 'removePayoutAccount', { accountId: removing.accountId });
      removed.current = true;
      setNotice({ text: t('accounts.removed', { account: label }) });
    } catch (error) {
      setNotice({ text: describeError(error, t), failed: true });
    }
    await mutate(payoutAccountsKey(token));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('accounts.title')}
      </h3>
      {notice && (
        <p
          role={notice.failed ? 'alert' : 'status'}
          data-slot="payout-accounts-notice"
          className={
            notice.failed
              ? 'rounded-md border border-destructive px-3 py-2 text-sm'
              : 'rounded-lg bg-success/10 px-3 py-2 text-sm'
          }
        >
          {notice.text}
        </p>
      )}
      {body}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        variant="destructive"
        title={t('accounts.remove_title')}
        message={
          removing
            ? t('accounts.remove_message', {
                account: accountLabel(removing, accounts.data?.channels ?? [], t),
                payee: removing.payeeName,
              })
            : ''
        }
        confirmLabel={t('accounts.remove_confirm')}
        cancelLabel={t('shared.cancel', { ns: 'pages' })}
        onConfirm={remove}
        onCloseAutoFocus={(event) => {
          // The removed account's button is gone: the section's heading is where to carry on.
          if (!removed.current) return;
          removed.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}
