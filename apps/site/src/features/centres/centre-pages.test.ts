import { describe, expect, it } from 'vitest';
import { agentCentrePages, availablePages, memberCentrePages, resolvePage } from './centre-pages.ts';
import { defaultAgentPage, defaultMemberPage } from './open-centre.ts';

const keys = (pages: readonly { key: string }[]) => pages.map((page) => page.key);

describe('member centre pages', () => {
  it('lists the fourteen pages of the spec in order, with badges on rewards, missions and messages', () => {
    expect(keys(memberCentrePages)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
    ]);
    expect(memberCentrePages.filter((page) => page.badge).map((page) => [page.key, page.badge])).toEqual([
      ['rewardCenter', 'rewards'],
      ['missionLeaderboard', 'missions'],
      ['messageV2', 'messages'],
    ]);
    expect(defaultMemberPage).toBe('securityCenter');
  });
});

describe('agent centre pages', () => {
  const base = [
    'agentAnnouncement',
    'agentTeamOverview',
    'agentRegister',
    'agentTeamManagement',
    'agentTeamBetting',
    'agentProfitLoss',
    'agentIncome',
    'agentTransactions',
  ];

  it('offers the contract pages only with their contract module on', () => {
    expect(keys(availablePages(agentCentrePages, new Set()))).toEqual(base);
    expect(keys(availablePages(agentCentrePages, new Set(['DAILYSALARY', 'REALTIMESALARY'])))).toEqual([
      ...base,
      'agentDailySalary',
      'agentRealTimeSalary',
    ]);
    expect(
      keys(
        availablePages(
          agentCentrePages,
          new Set(['DIVIDENDCONTRACT', 'DAILYSALARY', 'HOURLYSALARY', 'REALTIMESALARY']),
        ),
      ),
    ).toEqual([...base, 'agentDividend', 'agentDailySalary', 'agentHourlySalary', 'agentRealTimeSalary']);
    expect(defaultAgentPage).toBe('agentTeamOverview');
  });
});

describe('resolvePage', () => {
  it('shows the page asked for when the menu has it, the default otherwise', () => {
    expect(resolvePage(memberCentrePages, 'depositv2', defaultMemberPage)).toBe('depositv2');
    expect(resolvePage(memberCentrePages, 'nope', defaultMemberPage)).toBe('securityCenter');
    expect(resolvePage(memberCentrePages, undefined, defaultMemberPage)).toBe('securityCenter');
    const agentPages = availablePages(agentCentrePages, new Set());
    expect(resolvePage(agentPages, 'agentDividend', defaultAgentPage)).toBe('agentTeamOverview');
  });
});
