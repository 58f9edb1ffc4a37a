import { useSWRConfig } from 'swr';
import { balanceKey } from '../../core/member/use-balance.ts';
import { useSession } from '../../core/session.ts';

/** The team pages' reads, by the first part of their SWR key. */
const teamReads = new Set(['teamOverview', 'teamMembers', 'teamTree', 'teamMember']);
const isTeamRead = (key: unknown) => Array.isArray(key) && teamReads.has(String(key[0]));

/** After the team changed (a member registered): every team read is read again. */
export function useRefreshTeam() {
  const { mutate } = useSWRConfig();
  return () => mutate(isTeamRead);
}

interface WithBalance {
  id: string | number;
  balance: number;
}

/** A team read with one member's balance replaced: a list, a tree level or a member's detail. */
export function withMemberBalance<Data>(data: Data, memberId: string | number, balance: number): Data {
  const patch = <Entry extends WithBalance>(entry: Entry) =>
    String(entry.id) === String(memberId) ? { ...entry, balance } : entry;
  if (!data || typeof data !== 'object') return data;
  if ('list' in data && Array.isArray(data.list)) return { ...data, list: (data.list as WithBalance[]).map(patch) };
  if ('id' in data && 'balance' in data) return patch(data as WithBalance) as Data;
  return data;
}

/**
 * After a transfer: the new balances go where they are shown at once (the header, the member's
 * row, tree node and detail); the overview's team balance is read again.
 */
export function useApplyTeamTransfer() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  return async (memberId: string | number, answer: { sumBalance: number; memberBalance: number }) => {
    await Promise.all([
      mutate(
        balanceKey(token),
        (current?: { sumBalance: number }) => current && { ...current, sumBalance: answer.sumBalance },
        {
          revalidate: false,
        },
      ),
      mutate(
        (key) => isTeamRead(key) && (key as unknown[])[0] !== 'teamOverview',
        (current: unknown) => withMemberBalance(current, memberId, answer.memberBalance),
        { revalidate: false },
      ),
    ]);
    void mutate((key) => Array.isArray(key) && key[0] === 'teamOverview');
  };
}
