import { describe, expect, it } from 'vitest';
import { recoveryMethods } from './recovery-method.ts';

describe('recoveryMethods', () => {
  it('offers a choice, starting with e-mail, when both methods are on', () => {
    expect(recoveryMethods(new Set(['PWRESET', 'CHNGPASSMAIL3', 'CHNGPASSVERIF3']))).toEqual({
      offered: ['email', 'phone'],
      initial: 'email',
    });
  });

  it('defaults to phone when only phone recovery is on', () => {
    expect(recoveryMethods(new Set(['PWRESET', 'CHNGPASSVERIF3']))).toEqual({ offered: ['phone'], initial: 'phone' });
  });

  it('defaults to e-mail otherwise', () => {
    expect(recoveryMethods(new Set(['PWRESET', 'CHNGPASSMAIL3']))).toEqual({ offered: ['email'], initial: 'email' });
    expect(recoveryMethods(new Set())).toEqual({ offered: ['email'], initial: 'email' });
  });
});
