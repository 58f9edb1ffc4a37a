import { isAgentType, isTrialType } from '@lobbykit/platform';
import type { Session } from '../../core/session.ts';

/**
 * Who may open a centre (spec §4, §6):
 * - `allowed`: open it;
 * - `signIn`: no session: the login popup instead;
 * - `trial`: a trial account (type 4): the "real account needed" warning instead;
 * - `notAgent`: a real member who is not an agent asked for the agent centre;
 * - `pending`: signed in, but the account type is not known yet (member info still loading).
 */
export type CentreAccess = 'allowed' | 'signIn' | 'trial' | 'notAgent' | 'pending';

type SessionFacts = Pick<Session, 'token' | 'accountType'>;

/** The member centre: any signed-in account except the trial type. */
export function memberCentreAccess({ token, accountType }: SessionFacts): CentreAccess {
  if (!token) return 'signIn';
  if (isTrialType(accountType)) return 'trial';
  return 'allowed';
}

/** The agent centre: agent types 1, 2, 41 and 42 only. */
export function agentCentreAccess({ token, accountType }: SessionFacts): CentreAccess {
  if (!token) return 'signIn';
  if (accountType === null) return 'pending';
  if (isTrialType(accountType)) return 'trial';
  return isAgentType(accountType) ? 'allowed' : 'notAgent';
}
