import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import { useSession } from '../../../core/session.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { awaitsAnswerFrom, isOpenRequest, type Act } from '../contracts/contract-requests.tsx';
import { kindIsOn, useContracts, type ContractKind } from '../contracts/use-contracts.ts';

const noFeatures: ReadonlySet<string> = new Set();

/**
 * Every open contract request of the kinds whose module is on (spec §2 "contract requests"), both
 * sides, newest first. Each kind is its own page's read (the same cache), so answering here or
 * there updates both; `act` answers through the request's own kind.
 */
export function useOpenRequests() {
  const { username } = useSession();
  const features = useSiteConfig().data?.features;
  const on = (kind: ContractKind) => kindIsOn(kind, features ?? noFeatures);
  // One hook per kind, always in this order; a kind that is off reads nothing.
  const byKind = {
    dividend: useContracts('dividend', on('dividend')),
    daily: useContracts('daily', on('daily')),
    hourly: useContracts('hourly', on('hourly')),
    realtime: useContracts('realtime', on('realtime')),
  } as const;
  const reads = Object.entries(byKind)
    .filter(([kind]) => on(kind as ContractKind))
    .map(([, read]) => read);

  const me = username ?? '';
  const loaded = features !== undefined && reads.every((read) => read.data);
  const requests: Contract[] = loaded
    ? reads
        .flatMap((read) => read.data?.contracts ?? [])
        .filter(isOpenRequest)
        .sort((a, b) => b.createdAt - a.createdAt || Number(b.contractId) - Number(a.contractId))
    : [];
  const act = (action: Parameters<Act>[0], contract: Contract) =>
    byKind[contract.kind].act(action, contract.contractId);

  return {
    me,
    requests: loaded ? requests : undefined,
    awaitingMe: requests.filter((contract) => awaitsAnswerFrom(contract, me)).length,
    error: reads.find((read) => read.error)?.error as unknown,
    retry: () => reads.forEach((read) => void read.mutate()),
    act,
  };
}
