import { openOverlay } from '../../core/overlays.ts';
import { sessionStore } from '../../core/session.ts';
import { agentCentreAccess, memberCentreAccess } from './centre-access.ts';

/** Spec §2: the member centre opens on "my account" unless a page is named. */
export const defaultMemberPage = 'securityCenter';
/** Spec §2: the agent centre opens on the team overview. */
export const defaultAgentPage = 'agentTeamOverview';

/**
 * Opens the member centre at a page, or what stands in its way: the login popup for a guest, the
 * "real account needed" warning for a trial account. Returns true when the centre opened.
 */
export function openMemberCentre(page: string = defaultMemberPage): boolean {
  const access = memberCentreAccess(sessionStore.get());
  if (access === 'signIn') openOverlay({ kind: 'login' });
  else if (access === 'trial') openOverlay({ kind: 'trialWarning' });
  else openOverlay({ kind: 'memberCentre', page });
  return access === 'allowed';
}

/**
 * Opens the agent centre at a page. While the account type is still loading the panel opens and
 * decides once it is known; a non-agent member is told the centre is for agents (by the panel).
 */
export function openAgentCentre(page: string = defaultAgentPage): boolean {
  const access = agentCentreAccess(sessionStore.get());
  if (access === 'signIn') openOverlay({ kind: 'login' });
  else if (access === 'trial') openOverlay({ kind: 'trialWarning' });
  else openOverlay({ kind: 'agentCentre', page });
  return access === 'allowed';
}
