import { PlatformError } from '@lobbykit/platform';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../../core/platform/client.ts';
import { endSession, sessionStore } from '../../../core/session.ts';
import { pendingPlatform, pendingSignInStore, type PendingSignIn } from '../pending-sign-in.ts';
import { rememberedCredentials } from '../remembered-credentials.ts';
import { sessionPassword } from '../session-password.ts';
import { completePendingSignIn } from './change-password.ts';

vi.mock('../../../core/platform/client.ts', () => ({ platform: { call: vi.fn() } }));
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
  vi.mocked(platform.call).mockResolvedValue({ id: 3, account: 'weakpass', type: 0, memberLabel: [] } as never);
});

describe('completePendingSignIn', () => {
  it('changes the password with the held token, then signs in and remembers the new password', async () => {
    const change = vi.spyOn(pendingPlatform, 'call').mockResolvedValue(null as never);
    await completePendingSignIn(held, { oldPassword: '123456', newPassword: 'Fresh2024' });

    expect(change.mock.calls[0]![0].name).toBe('changePassword');
    expect(change.mock.calls[0]![1]).toEqual({
      oldPassword: '123456',
      newPassword: 'Fresh2024',
      confirmNewPassword: 'Fresh2024',
    });
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
    vi.spyOn(pendingPlatform, 'call').mockRejectedValue(
      new PlatformError('server', 'changePassword', 'x', { serverMessage: 'The new password must differ.' }),
    );
    await expect(completePendingSignIn(held, { oldPassword: '123456', newPassword: '123456' })).rejects.toThrow();
    expect(pendingSignInStore.get()).toBe(held);
    expect(sessionStore.get().token).toBeNull();
  });
});
