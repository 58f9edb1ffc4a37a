import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import { Button } from '@lobbykit/ui/button';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ContractCard } from './contract-terms.tsx';
import type { ContractAction } from './use-contracts.ts';

export type Act = (action: Exclude<ContractAction, 'list' | 'offer'>, contract: Contract) => void;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whom a contract is with, from the member's side. */
export function partyTitle(contract: Contract, me: string, t: TFunction) {
  return same(contract.downline, me)
    ? t('terms.from_upline', { name: contract.upline })
    : t('terms.to_downline', { name: contract.downline });
}

/**
 * The contract requests (spec §2 "contract requests (new and termination)"), both sides: offers
 * to accept or reject, or to withdraw; requests to end a contract, to confirm or refuse, or
 * waiting for the other party.
 */
export function ContractRequests({
  contracts,
  me,
  pending,
  onAct,
}: {
  contracts: readonly Contract[];
  me: string;
  pending: boolean;
  onAct: Act;
}) {
  const { t } = useTranslation('agent-contracts');
  const offers = contracts.filter((contract) => contract.status === 'offered');
  const endings = contracts.filter((contract) => contract.status === 'terminating');

  const offerActions = (contract: Contract) =>
    same(contract.downline, me) ? (
      <>
        <Button size="sm" disabled={pending} onClick={() => onAct('accept', contract)}>
          {t('actions.accept')}
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => onAct('reject', contract)}>
          {t('actions.reject')}
        </Button>
      </>
    ) : (
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onAct('terminate', contract)}>
        {t('actions.withdraw')}
      </Button>
    );

  const endingActions = (contract: Contract) =>
    contract.terminationRequestedBy && same(contract.terminationRequestedBy, me) ? (
      <p className="text-sm text-muted-foreground">{t('requests.waiting')}</p>
    ) : (
      <>
        <Button
          size="sm"
          variant="destructive"
          disabled={pending}
          onClick={() => onAct('confirmTermination', contract)}
        >
          {t('actions.confirm_end')}
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => onAct('keepContract', contract)}>
          {t('actions.keep')}
        </Button>
      </>
    );

  const groups = [
    { key: 'new', title: t('requests.new'), empty: t('requests.no_new'), list: offers, actions: offerActions },
    {
      key: 'termination',
      title: t('requests.termination'),
      empty: t('requests.no_termination'),
      list: endings,
      actions: endingActions,
    },
  ];
  return (
    <section data-slot="contract-requests" aria-labelledby="contract-requests-title" className="grid gap-3">
      <h3 id="contract-requests-title" className="text-base font-semibold">
        {t('requests.title')}
      </h3>
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title} className="grid gap-2">
          <h4 className="text-sm font-medium text-muted-foreground">{group.title}</h4>
          {group.list.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
              {group.empty}
            </p>
          ) : (
            group.list.map((contract) => (
              <ContractCard
                key={String(contract.contractId)}
                contract={contract}
                title={partyTitle(contract, me, t)}
                actions={group.actions(contract)}
              />
            ))
          )}
        </section>
      ))}
    </section>
  );
}
