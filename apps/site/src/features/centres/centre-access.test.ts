import { describe, expect, it } from 'vitest';
import { agentCentreAccess, memberCentreAccess } from './centre-access.ts';

describe('memberCentreAccess', () => {
  it('sends a guest to log in and a trial account to the warning', () => {
    expect(memberCentreAccess({ token: null, accountType: null })).toBe('signIn');
    expect(memberCentreAccess({ token: 't', accountType: 4 })).toBe('trial');
  });

  it.each([0, 1, 2, 41, 42, null])('opens for account type %s', (accountType) => {
    expect(memberCentreAccess({ token: 't', accountType })).toBe('allowed');
  });
});

describe('agentCentreAccess', () => {
  it.each([1, 2, 41, 42])('opens for agent type %i', (accountType) => {
    expect(agentCentreAccess({ token: 't', accountType })).toBe('allowed');
  });

  it('turns away members, trial accounts and guests, and waits for an unknown type', () => {
    expect(agentCentreAccess({ token: 't', accountType: 0 })).toBe('notAgent');
    expect(agentCentreAccess({ token: 't', accountType: 4 })).toBe('trial');
    expect(agentCentreAccess({ token: null, accountType: 1 })).toBe('signIn');
    expect(agentCentreAccess({ token: 't', accountType: null })).toBe('pending');
  });
});
