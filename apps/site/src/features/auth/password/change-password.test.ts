import { PlatformError } from '@lobbykit/platform';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, sessionStore } from '../../../core/session.ts';
import { pendingSignInStore, type PendingSignIn } from '../pending-sign-in.ts';
import { rememberedCredentials } from '../remembered-credentials.ts';
import { sessionPassword } from '../session-password.ts';
import { completePendingSignIn } from './change-password.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

vi.mock('../remembered-credentials.ts', () => ({
  rememberedCredentials: { saveUsernameLogin: vi.fn(() => Promise.resolve()) },
}));

const held: PendingSignIn = {
  token: 'held-tok',
  username: 'weakpass',
  accountType: 0,
  password: '123456',
  remember: true,
  reason: 'weak',
};

beforeEach(() => {
  vi.restoreAllMocks();
  vi.mocked(rememberedCredentials.saveUsernameLogin).mockClear();
  endSession();
  pendingSignInStore.set(held);
  platform.call.mockReset();
  platform.call.mockImplementation(async (endpoint) =>
    endpoint.name === 'memberInfo' ? { id: 3, account: 'weakpass', type: 0, memberLabel: [] } : null,
  );
});

describe('completePendingSignIn', () => {
  it('changes the password with the held token, then signs in and remembers the new password', async () => {
    await completePendingSignIn(held, { oldPassword: '123456', newPassword: 'Fresh2024' });

    const [endpoint, input, options] = platform.call.mock.calls[0]!;
    expect(endpoint.name).toBe('changePassword');
    expect(input).toEqual({ oldPassword: '123456', newPassword: 'Fresh2024', confirmNewPassword: 'Fresh2024' });
    // The held-back token, not the session's (there is none yet).
    expect(options).toEqual({ token: 'held-tok' });
    expect(pendingSignInStore.get()).toBeNull();
    expect(sessionStore.get()).toEqual({ token: 'held-tok', username: 'weakpass', accountType: 0 });
    expect(sessionPassword('weakpass')).toBe('Fresh2024');
    expect(rememberedCredentials.saveUsernameLogin).toHaveBeenCalledWith({
      username: 'weakpass',
      password: 'Fresh2024',
      remember: true,
    });
  });

  it('keeps the sign-in held back when the change is refused', async () => {
    platform.call.mockRejectedValue(
      new PlatformError('server', 'changePassword', 'x', { serverMessage: 'The new password must differ.' }),
    );
    await expect(completePendingSignIn(held, { oldPassword: '123456', newPassword: '123456' })).rejects.toThrow();
    expect(pendingSignInStore.get()).toBe(held);
    expect(sessionStore.get().token).toBeNull();
  });

  it('drops the held sign-in when the platform no longer knows its token', async () => {
    platform.call.mockRejectedValue(new PlatformError('not-logged-in', 'changePassword', 'expired'));
    await expect(completePendingSignIn(held, { oldPassword: '123456', newPassword: 'Fresh2024' })).rejects.toThrow();
    expect(pendingSignInStore.get()).toBeNull();
    expect(sessionStore.get().token).toBeNull();
  });
});
