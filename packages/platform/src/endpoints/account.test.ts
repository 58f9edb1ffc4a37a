import { describe, expect, it } from 'vitest';
import { acceptedNickname, paymentPasswordPattern } from './account.ts';
import { message, messageSummary } from './inbox-points.ts';

describe('the account page’s shared rules', () => {
  it('stores a nickname trimmed and composed', () => {
    expect(acceptedNickname('  Nin\u0303a Cruz ')).toBe('Niña Cruz');
  });

  it.each(['Juan', 'Ñoño_01', '李小龙', 'J.R. dela-Cruz', 'नमस्ते', 'ab', 'a'.repeat(16)])(
    'takes the nickname %j',
    (nickname) => expect(acceptedNickname(nickname)).toBe(nickname),
  );

  it.each(['J', 'a'.repeat(17), '<b>x</b>', 'two  spaces', 'Lucky 🍀', 'semi;colon', ''])(
    'refuses the nickname %j',
    (nickname) => expect(acceptedNickname(nickname)).toBeUndefined(),
  );

  it('takes exactly six digits as a payment password', () => {
    expect(['135790', '000000'].every((value) => paymentPasswordPattern.test(value))).toBe(true);
    expect(
      ['13579', '1357901', '13579a', '１３５７９０', ' 135790'].some((value) => paymentPasswordPattern.test(value)),
    ).toBe(false);
  });
});

describe('the inbox’s message shapes', () => {
  const base = { id: 1, title: 'Deposit credited', read: false, createTime: 0 };

  it('lists a preview without a body, and details a body', () => {
    expect(messageSummary.safeParse({ ...base, preview: 'Your deposit…' }).success).toBe(true);
    expect(messageSummary.safeParse({ ...base, content: '<p>Your deposit</p>' }).success).toBe(false);
    expect(message.parse({ ...base, content: '<p>Your deposit</p>' }).template).toBe('notice');
  });
});
