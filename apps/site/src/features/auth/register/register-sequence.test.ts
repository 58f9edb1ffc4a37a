import { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../core/session.ts';
import { loadMemberInfo } from '../login-sequence.ts';
import { sessionPassword } from '../session-password.ts';
import { registerAndSignIn } from './register-sequence.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

vi.mock('../../../core/session.ts', () => ({ startSession: vi.fn() }));
vi.mock('../login-sequence.ts', () => ({ loadMemberInfo: vi.fn(async () => undefined) }));

const call = platform.call;
const base = {
  registerMethod: 'WEB',
  login: true,
  domain: 'aurora.example',
  registerUrl: 'https://aurora.example/register',
} as const;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('registerAndSignIn', () => {
  it('registers by username, keeps the session and loads the member info', async () => {
    call.mockResolvedValueOnce({
      token: 'tok-1',
      firstTimeLogin: true,
      passwordExpired: false,
      isAgent: 0,
      username: 'lucky88',
    });
    const payload = { ...base, username: 'lucky88', password: 'Lucky2024', confirmPassword: 'Lucky2024' };

    await expect(registerAndSignIn('username', payload)).resolves.toEqual({ username: 'lucky88' });

    expect(call).toHaveBeenCalledWith(memberEndpoints.register, payload);
    expect(startSession).toHaveBeenCalledWith({ token: 'tok-1', username: 'lucky88', accountType: 0 });
    expect(loadMemberInfo).toHaveBeenCalledWith('tok-1');
    // A password change right after asks for no current password.
    expect(sessionPassword('lucky88')).toBe('Lucky2024');
  });

  it('registers by mobile through the mobile call, the number being the username', async () => {
    call.mockResolvedValueOnce({ token: 'tok-2', firstTimeLogin: true, passwordExpired: false });
    const payload = {
      ...base,
      username: '9171234567',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '246810',
    };

    await registerAndSignIn('mobile', payload);

    expect(call).toHaveBeenCalledWith(memberEndpoints.registerMobile, payload);
    expect(startSession).toHaveBeenCalledWith({ token: 'tok-2', username: '9171234567', accountType: null });
  });

  it('stores nothing when the platform refuses', async () => {
    call.mockRejectedValueOnce(new Error('username_taken'));
    await expect(
      registerAndSignIn('username', { ...base, username: 'taken1', password: 'p', confirmPassword: 'p' }),
    ).rejects.toThrow('username_taken');
    expect(startSession).not.toHaveBeenCalled();
    expect(loadMemberInfo).not.toHaveBeenCalled();
  });
});
