import { describe, expect, it } from 'vitest';
import { agentEndpoints, TEAM_TRANSFER_MAX } from './agent.ts';

const { teamTransfer, teamRegister, teamMembers } = agentEndpoints;

describe('team transfer', () => {
  const valid = { memberId: 7, amount: 500, paymentPassword: '135790' };

  it('takes a member, an amount and the six-digit payment password', () => {
    expect(teamTransfer.request.parse(valid)).toMatchObject(valid);
  });

  it.each([
    ['below the minimum', { amount: 0.5 }],
    ['above the maximum', { amount: TEAM_TRANSFER_MAX + 1 }],
    ['three decimals', { amount: 10.005 }],
    ['a password of five digits', { paymentPassword: '13579' }],
  ])('refuses %s', (_name, change) => {
    expect(teamTransfer.request.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('team register', () => {
  it('registers a member unless a sub-agent type is named, and no other type', () => {
    const account = { username: 'kid01', password: 'Secret1', confirmPassword: 'Secret1' };
    expect(teamRegister.request.parse(account)).toMatchObject({ accountType: 0 });
    expect(teamRegister.request.parse({ ...account, accountType: 41 })).toMatchObject({ accountType: 41 });
    expect(teamRegister.request.safeParse({ ...account, accountType: 1 }).success).toBe(false);
    expect(teamRegister.request.safeParse({ ...account, accountType: 4 }).success).toBe(false);
  });
});

describe('team members', () => {
  it('searches the whole team unless told direct', () => {
    expect(teamMembers.request.parse({})).toMatchObject({ scope: 'all', pageNo: 1 });
    expect(teamMembers.request.safeParse({ scope: 'sideways' }).success).toBe(false);
  });
});
