import { describe, expect, it } from 'vitest';
import { agentReportEndpoints } from './agent-reports.ts';

const { teamBets, teamProfitLoss, teamTransactions } = agentReportEndpoints;

describe('agent reports', () => {
  it('page as every list does and take a username filter', () => {
    expect(teamBets.request.parse({ from: 1, to: 2, username: 'pla' })).toEqual({
      from: 1,
      to: 2,
      username: 'pla',
      pageNo: 1,
      pageSize: 12,
    });
    expect(teamTransactions.request.safeParse({ from: 1, to: 2, type: 'lottery' }).success).toBe(false);
  });

  it('sort the profit and loss by profit, highest first unless told otherwise', () => {
    expect(teamProfitLoss.request.parse({ from: 1, to: 2 }).sort).toBe('profit-desc');
    expect(teamProfitLoss.request.safeParse({ from: 1, to: 2, sort: 'name' }).success).toBe(false);
  });

  it('name whose line each row is', () => {
    const line = {
      id: 1,
      type: 'transfer',
      kind: 'transfer-in',
      wallet: 'MAIN',
      amount: 5,
      balanceAfter: 5,
      createdAt: 0,
    };
    const totals = { in: 5, out: 0, net: 5 };
    expect(teamTransactions.response.safeParse({ list: [line], totalPages: 1, total: 1, totals }).success).toBe(false);
    expect(
      teamTransactions.response.parse({ list: [{ ...line, username: 'demo' }], totalPages: 1, total: 1, totals })
        .list[0],
    ).toMatchObject({ username: 'demo' });
  });
});
