import { describe, expect, it } from 'vitest';
import { accountMenuActions } from './account-menu-actions.ts';

describe('accountMenuActions', () => {
  it.each([1, 2, 41, 42])('offers the agent centre to agent type %i', (type) => {
    expect(accountMenuActions(type)).toEqual(['memberCentre', 'messages', 'feedback', 'agentCentre', 'signOut']);
  });

  it.each([0, 4, null])('keeps the agent centre from account type %s', (type) => {
    expect(accountMenuActions(type)).toEqual(['memberCentre', 'messages', 'feedback', 'signOut']);
  });
});
