import { describe, expect, it } from 'vitest';
import { agentRegisterRules } from './agent-register-rules.ts';

const on = { enabled: true, required: true, acceptedPattern: '*', patternId: 1, minLength: 4, maxLength: 12 };

describe('agent register rules', () => {
  it('keeps the brand’s field rules and drops what only a visitor is asked', () => {
    const rules = agentRegisterRules(
      { username: on, email: { ...on, required: false }, captcha: on, affiliateCode: on, recommenderId: on },
      new Set(['DIRECTREG3', 'USERNAMEREG3']),
    );
    expect(rules.username).toMatchObject({ enabled: true, required: true, maxLength: 12 });
    expect(rules.email).toMatchObject({ enabled: true, required: false });
    expect(rules.password).toMatchObject({ enabled: true, required: true });
    for (const field of ['captcha', 'affiliateCode', 'recommenderId'] as const) {
      expect(rules[field]).toMatchObject({ enabled: false });
    }
  });
});
