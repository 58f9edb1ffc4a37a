import { afterEach, describe, expect, it } from 'vitest';
import { closeOverlay, overlayStore } from '../../core/overlays.ts';
import { endSession, startSession } from '../../core/session.ts';
import { openAgentCentre, openMemberCentre } from './open-centre.ts';

afterEach(() => {
  endSession();
  closeOverlay();
});

describe('openMemberCentre', () => {
  it('opens the login popup for a guest', () => {
    expect(openMemberCentre('depositv2')).toBe(false);
    expect(overlayStore.get()).toEqual({ kind: 'login' });
  });

  it('warns a trial account that a real one is needed', () => {
    startSession({ token: 't', username: 'trial', accountType: 4 });
    expect(openMemberCentre()).toBe(false);
    expect(overlayStore.get()).toEqual({ kind: 'trialWarning' });
  });

  it('opens at the page asked for, or at my account', () => {
    startSession({ token: 't', username: 'demo', accountType: 0 });
    expect(openMemberCentre('messageV2')).toBe(true);
    expect(overlayStore.get()).toEqual({ kind: 'memberCentre', page: 'messageV2' });
    openMemberCentre();
    expect(overlayStore.get()).toEqual({ kind: 'memberCentre', page: 'securityCenter' });
  });
});

describe('openAgentCentre', () => {
  it('opens at the team overview for an agent', () => {
    startSession({ token: 't', username: 'agent1', accountType: 1 });
    expect(openAgentCentre()).toBe(true);
    expect(overlayStore.get()).toEqual({ kind: 'agentCentre', page: 'agentTeamOverview' });
  });

  it('sends a guest to log in', () => {
    expect(openAgentCentre()).toBe(false);
    expect(overlayStore.get()).toEqual({ kind: 'login' });
  });
});
