import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import { Button } from '@lobbykit/ui/button';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { searchWithCentre, useCentreNavigation } from '../../centres/centre-url.ts';
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

/** An open request: an offer not yet answered, or a contract one side asked to end. */
export const isOpenRequest = (contract: Contract) => contract.status === 'offered' || contract.status === 'terminating';

/** An open request that waits for this member's answer (an offer made to them, an end asked by the other side). */
export function awaitsAnswerFrom(contract: Contract, me: string) {
  if (contract.status === 'offered') return same(contract.downline, me);
  if (contract.status === 'terminating') return !same(contract.terminationRequestedBy ?? me, me);
  return false;
}

/**
 * What the member may do with an open request (spec §6 state machine): an offer made to them is
 * accepted or rejected, one they made is withdrawn; an end asked by the other side is agreed to
 * or refused, one they asked waits.
 */
export function RequestActions({
  contract,
  me,
  pending,
  onAct,
}: {
  contract: Contract;
  me: string;
  pending: boolean;
  onAct: Act;
}) {
  const { t } = useTranslation('agent-contracts');
  if (contract.status === 'offered') {
    return same(contract.downline, me) ? (
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
  }
  return awaitsAnswerFrom(contract, me) ? (
    <>
      <Button size="sm" variant="destructive" disabled={pending} onClick={() => onAct('confirmTermination', contract)}>
        {t('actions.confirm_end')}
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onAct('keepContract', contract)}>
        {t('actions.keep')}
      </Button>
    </>
  ) : (
    <p className="text-sm text-muted-foreground">{t('requests.waiting')}</p>
  );
}

/** A link to the contract requests screen (every kind's open requests in one list). */
export function AllRequestsLink({ label }: { label: string }) {
  const centres = useCentreNavigation();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <a
      data-slot="all-contract-requests"
      href={`${path}${searchWithCentre(search, { centre: 'agent', page: 'agentContractRequests' })}`}
      className="rounded-sm text-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={(event) => {
        event.preventDefault();
        centres.switchTo('agent', 'agentContractRequests');
      }}
    >
      {label}
    </a>
  );
}

/**
 * The contract requests of one kind (spec §2 "contract requests (new and termination)"), both
 * sides: offers to accept or reject, or to withdraw; requests to end a contract, to confirm or
 * refuse, or waiting for the other party. All kinds together are the contract requests screen.
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

  const groups = [
    { key: 'new', title: t('requests.new'), empty: t('requests.no_new'), list: offers },
    { key: 'termination', title: t('requests.termination'), empty: t('requests.no_termination'), list: endings },
  ];
  return (
    <section data-slot="contract-requests" aria-labelledby="contract-requests-title" className="grid gap-3">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="contract-requests-title" className="text-base font-semibold">
          {t('requests.title')}
        </h3>
        <AllRequestsLink label={t('requests.all')} />
      </header>
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
                actions={<RequestActions contract={contract} me={me} pending={pending} onAct={onAct} />}
              />
            ))
          )}
        </section>
      ))}
    </section>
  );
}
