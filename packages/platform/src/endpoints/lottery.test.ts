import { describe, expect, it } from 'vitest';
import { lotteryEndpoints } from './lottery.ts';

const { missionSummary, missionLeaderboard } = lotteryEndpoints;

describe('missions', () => {
  it('reads a mission of a kind or period it does not know as a plain count in its own window', () => {
    const { missions } = missionSummary.response.parse({
      unclaimed: 0,
      missions: [
        {
          id: 1,
          title: 'M',
          kind: 'deposits',
          period: 'monthly',
          target: 3,
          progress: 1,
          reward: 5,
          status: 'joining',
        },
      ],
    });
    expect(missions[0]).toMatchObject({ kind: 'settled-bets', period: 'fixed', description: '' });
  });

  it('takes money for a turnover mission’s target and progress', () => {
    const { missions } = missionSummary.response.parse({
      unclaimed: 1,
      missions: [
        {
          id: 1,
          title: 'T',
          kind: 'turnover',
          period: 'weekly',
          target: 1000,
          progress: 12.5,
          reward: 5,
          status: 'claim',
        },
      ],
    });
    expect(missions[0]!.progress).toBe(12.5);
  });

  it('marks no row as the caller’s unless the board says so, and has no rank before any score', () => {
    const board = missionLeaderboard.response.parse({
      missionId: 1,
      kind: 'settled-bets',
      rows: [{ rank: 1, player: 'ab***yz', score: 9, reward: 15 }],
      own: { rank: null, score: 0, reward: 0 },
    });
    expect(board.rows[0]!.self).toBe(false);
    expect(board.own.rank).toBeNull();
  });
});
