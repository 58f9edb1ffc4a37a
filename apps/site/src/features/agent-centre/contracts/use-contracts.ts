import {
  rewardEndpoints,
  type Contract,
  type contractActions,
  type contractKinds,
} from '@lobbykit/platform/endpoints/rewards';
import { useCallback } from 'react';
import useSWR from 'swr';
import { callPlatform, type PlatformResponse } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

export type ContractKind = (typeof contractKinds)[number];
export type ContractAction = (typeof contractActions)[number];
export type ContractsAnswer = PlatformResponse<'rewards', 'dividendContract'>;

/** Spec §7 names one call per contract kind; each takes the same actions. */
export const contractCall = {
  dividend: 'dividendContract',
  daily: 'dailySalaryContract',
  hourly: 'hourlySalaryContract',
  realtime: 'realTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

/** Whether a contract kind's whitelabel module is on for this brand (its call is refused otherwise). */
export function kindIsOn(kind: ContractKind, features: ReadonlySet<string>) {
  const module = rewardEndpoints[contractCall[kind]].feature;
  return module === undefined || features.has(module);
}

/** The terms an upline offers a downline. */
export interface OfferTerms {
  downline: string;
  rate: number;
  activeMembers: number;
  validBet: number;
  period: Contract['period'];
}

const contractsKey = (token: string, kind: ContractKind) => ['contracts', token, kind] as const;

/**
 * One contract kind as the member sees it: their contracts either side, the most they may offer
 * and the settlements paid to them. Every change answers the whole list again, which replaces the
 * cache at once (no second read). `enabled: false` reads nothing (a kind whose module is off).
 */
export function useContracts(kind: ContractKind, enabled = true) {
  const { token } = useSession();
  const query = useSWR(token && enabled ? contractsKey(token, kind) : null, () =>
    callPlatform('rewards', contractCall[kind], { action: 'list' }),
  );
  const { mutate } = query;

  const act = useCallback(
    async (action: Exclude<ContractAction, 'list' | 'offer'>, contractId: Contract['contractId']) => {
      const answer = await callPlatform('rewards', contractCall[kind], { action, contractId });
      await mutate(answer, { revalidate: false });
    },
    [kind, mutate],
  );

  const offer = useCallback(
    async (terms: OfferTerms) => {
      const answer = await callPlatform('rewards', contractCall[kind], { action: 'offer', ...terms });
      await mutate(answer, { revalidate: false });
    },
    [kind, mutate],
  );

  return { ...query, act, offer };
}
