import { describe, expect, it } from 'vitest';
import { withMemberBalance } from './team-cache.ts';

describe('withMemberBalance', () => {
  it('replaces one member’s balance in a list, in a detail, and leaves other reads alone', () => {
    const page = {
      list: [
        { id: 1, balance: 10 },
        { id: 2, balance: 20 },
      ],
      totalPages: 1,
    };
    expect(withMemberBalance(page, '2', 520).list).toEqual([
      { id: 1, balance: 10 },
      { id: 2, balance: 520 },
    ]);
    expect(withMemberBalance({ id: 2, balance: 20, username: 'kid' }, 2, 520)).toMatchObject({ balance: 520 });
    expect(withMemberBalance({ id: 3, balance: 20 }, 2, 520)).toMatchObject({ balance: 20 });
    expect(withMemberBalance(undefined, 2, 520)).toBeUndefined();
  });
});
