import { ListChecksIcon } from '@lobbykit/ui/icons/list-checks';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { contractNamespaces } from '../contracts/contract-page.tsx';
import { partyTitle, RequestActions, type Act } from '../contracts/contract-requests.tsx';
import { ContractCard } from '../contracts/contract-terms.tsx';
import { useOpenRequests } from './use-open-requests.ts';

/**
 * The contract requests screen (spec §2 "contract requests (new and termination)"): every open
 * request of the kinds this brand enables, newest first, both what others ask of this agent and
 * what it asked, each answered here exactly as on its kind's page.
 */
export default function ContractRequestsPage() {
  const { t } = useTranslation(contractNamespaces);
  const { me, requests, awaitingMe, error, retry, act } = useOpenRequests();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!requests) {
    if (error) return <LoadError error={error} onRetry={retry} title={t('all_requests.load_failed')} />;
    return (
      <LoadingRegion label={t('loading')}>
        <div className="grid gap-3">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      </LoadingRegion>
    );
  }

  const answer: Act = (action, contract) => {
    setPending(true);
    setProblem(null);
    act(action, contract)
      .catch((failure: unknown) => setProblem(describeError(failure, t)))
      .finally(() => setPending(false));
  };

  return (
    <div data-slot="contract-requests-page" className="grid min-w-0 grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        {requests.length === 0 ? t('all_requests.intro') : t('all_requests.awaiting', { count: awaitingMe })}
      </p>
      {problem && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm">
          {problem}
        </p>
      )}
      {requests.length === 0 ? (
        <EmptyState
          icon={ListChecksIcon}
          title={t('all_requests.empty_title')}
          description={t('all_requests.empty_description')}
        />
      ) : (
        <section aria-labelledby="open-requests-title" className="grid gap-3">
          <h3 id="open-requests-title" className="text-base font-semibold">
            {t('all_requests.list_title')}
          </h3>
          <ul aria-labelledby="open-requests-title" className="grid gap-3">
            {requests.map((contract) => (
              <li key={`${contract.kind}-${String(contract.contractId)}`} data-kind={contract.kind}>
                <ContractCard
                  contract={contract}
                  title={t('all_requests.card_title', {
                    kind: t(`kinds.${contract.kind}`),
                    party: partyTitle(contract, me, t),
                  })}
                  actions={<RequestActions contract={contract} me={me} pending={pending} onAct={answer} />}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
