import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import { Button } from '@lobbykit/ui/button';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../core/session.ts';
import { describeError } from '../../page-kit/describe-error.ts';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { ContractRequests, partyTitle, type Act } from './contract-requests.tsx';
import { ContractCard } from './contract-terms.tsx';
import { OfferForm } from './offer-form.tsx';
import { SettlementHistory } from './settlement-history.tsx';
import { useContracts, type ContractKind } from './use-contracts.ts';

/** Loaded with each contract page: its own strings and the load error's. */
export const contractNamespaces = ['agent-contracts', 'pages'];

const running = (contract: Contract) => contract.status === 'active' || contract.status === 'terminating';
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A contract page (spec §2 dividend, daily, hourly and real-time salary): the member's own
 * terms, the contract requests waiting on either side, offering terms to a downline, the
 * contracts running with the downline and the settlements paid.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(contractNamespaces);
  const { username } = useSession();
  const contracts = useContracts(kind);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!contracts.data) {
    if (contracts.error) {
      return <LoadError error={contracts.error} onRetry={() => contracts.mutate()} title={t('load_failed')} />;
    }
    return (
      <LoadingRegion label={t('loading')}>
        <div className="grid gap-4">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </LoadingRegion>
    );
  }

  const me = username ?? '';
  const { contracts: list, maxRate, settlements } = contracts.data;
  const own = list.find((contract) => same(contract.downline, me) && running(contract));
  const downline = list.filter((contract) => same(contract.upline, me) && running(contract));

  const act: Act = (action, contract) => {
    setPending(true);
    setProblem(null);
    contracts
      .act(action, contract.contractId)
      .catch((error: unknown) => setProblem(describeError(error, t)))
      .finally(() => setPending(false));
  };
  const endButton = (contract: Contract) =>
    contract.status === 'active' && (
      <Button size="sm" variant="outline" disabled={pending} onClick={() => act('terminate', contract)}>
        {t('actions.request_end')}
      </Button>
    );

  return (
    <div data-slot="contract-page" data-kind={kind} className="grid min-w-0 grid-cols-1 gap-6">
      <section aria-labelledby="own-terms-title" className="grid gap-3">
        <h3 id="own-terms-title" className="text-base font-semibold">
          {t('own.title')}
        </h3>
        {own ? (
          <ContractCard contract={own} title={partyTitle(own, me, t)} actions={endButton(own)} />
        ) : (
          <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
            {t('own.none')}
          </p>
        )}
      </section>
      {problem && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm">
          {problem}
        </p>
      )}
      <ContractRequests contracts={list} me={me} pending={pending} onAct={act} />
      <OfferForm kind={kind} maxRate={maxRate} onOffer={contracts.offer} />
      <section aria-labelledby="downline-contracts-title" className="grid gap-3">
        <h3 id="downline-contracts-title" className="text-base font-semibold">
          {t('downline.title')}
        </h3>
        {downline.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
            {t('downline.none')}
          </p>
        ) : (
          downline.map((contract) => (
            <ContractCard
              key={String(contract.contractId)}
              contract={contract}
              title={partyTitle(contract, me, t)}
              actions={endButton(contract)}
            />
          ))
        )}
      </section>
      <SettlementHistory settlements={settlements} title={t('history.title')} />
    </div>
  );
}
