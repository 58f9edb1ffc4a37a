import { PlatformError } from '@lobbykit/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, startSession } from '../../core/session.ts';
import { keepSessionPassword, sessionPassword } from './session-password.ts';
import { signOut } from './sign-out.ts';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const call = platform.call;

beforeEach(() => {
  call.mockReset();
  startSession({ token: 'tok-1', username: 'demo', accountType: 0 });
  keepSessionPassword('demo', 'Demo1234');
});

describe('signOut', () => {
  it('calls logout and drops the session', async () => {
    call.mockResolvedValue(null as never);
    await signOut();
    expect(call.mock.calls[0]![0].name).toBe('logout');
    expect(sessionStore.get()).toEqual({ token: null, username: null, accountType: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionPassword('demo')).toBeNull();
  });

  it('drops the session even when the logout call fails', async () => {
    call.mockRejectedValue(new PlatformError('network', 'logout', 'down'));
    await signOut();
    expect(sessionStore.get().token).toBeNull();
  });
});
