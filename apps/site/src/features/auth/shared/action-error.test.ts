import { PlatformError } from '@lobbykit/platform';
import { describe, expect, it } from 'vitest';
import { actionErrorMessage } from './action-error.ts';

const translate = (key: string) => `[${key}]`;

describe('actionErrorMessage', () => {
  it("shows the server's own message when it sent one", () => {
    const error = new PlatformError('invalid-credentials', 'login', 'refused', {
      serverMessage: 'Incorrect username or password.',
    });
    expect(actionErrorMessage(error, translate)).toBe('Incorrect username or password.');
  });

  it('falls back to the catalogue text of the failure kind', () => {
    expect(actionErrorMessage(new PlatformError('network', 'login', 'down'), translate)).toBe('[errors.network]');
    expect(actionErrorMessage(new PlatformError('not-member', 'login', 'x', { serverMessage: '  ' }), translate)).toBe(
      '[errors.not_member]',
    );
  });

  it('calls anything else an unknown error', () => {
    expect(actionErrorMessage(new Error('boom'), translate)).toBe('[errors.unknown]');
  });
});
