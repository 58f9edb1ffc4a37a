import { describe, expect, it } from 'vitest';
import { UnknownLoginFailures } from './unknown-login-failures.ts';

describe('UnknownLoginFailures', () => {
  it('counts per brand and normalised username', () => {
    const failures = new UnknownLoginFailures();
    expect(failures.fail('AURORA', 'Ghost')).toBe(1);
    expect(failures.fail('AURORA', ' ghost ')).toBe(2);
    expect(failures.count('AURORA', 'GHOST')).toBe(2);
    expect(failures.count('JADE', 'ghost')).toBe(0);
  });

  it('keeps at most its bound, forgetting the name counted least recently first', () => {
    const failures = new UnknownLoginFailures(3);
    for (const name of ['a', 'b', 'c']) failures.fail('AURORA', name);
    failures.fail('AURORA', 'a');
    failures.fail('AURORA', 'd');
    expect(failures.size).toBe(3);
    expect(failures.count('AURORA', 'b')).toBe(0);
    expect(failures.count('AURORA', 'a')).toBe(2);
    for (let i = 0; i < 1_000; i++) failures.fail('AURORA', `flood${i}`);
    expect(failures.size).toBe(3);
  });
});
