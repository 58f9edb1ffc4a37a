import { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../login-sequence.ts';
import { isSignInAfterResetError, resetPasswordByPhone } from './phone-reset.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

vi.mock('../login-sequence.ts', () => ({ signIn: vi.fn() }));

const call = platform.call;
const features = new Set(['CHNGPASSVERIF3']);
const input = {
  mobileNum: '9171234567',
  countryDialingCode: '63',
  verificationCode: '246810',
  newPassword: 'Recovered2024',
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('resetPasswordByPhone', () => {
  it('sets the password, then signs in with it as the username the platform names', async () => {
    call.mockResolvedValueOnce({ username: 'player07' });
    vi.mocked(signIn).mockResolvedValueOnce({ kind: 'signedIn', username: 'player07', firstTimeLogin: false });

    await expect(resetPasswordByPhone({ ...input, captcha: '4242' }, features)).resolves.toMatchObject({
      kind: 'signedIn',
    });
    expect(call).toHaveBeenCalledWith(memberEndpoints.setPasswordByPhone, input);
    expect(signIn).toHaveBeenCalledWith(
      { type: 'username', username: 'player07', password: 'Recovered2024', captcha: '4242' },
      { features },
    );
  });

  it('passes a refused reset on as it is, without signing in', async () => {
    const refusal = new Error('code_invalid');
    call.mockRejectedValueOnce(refusal);
    await expect(resetPasswordByPhone(input, features)).rejects.toBe(refusal);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('tells a refused sign-in after a good reset apart', async () => {
    call.mockResolvedValueOnce({ username: 'player07' });
    vi.mocked(signIn).mockRejectedValueOnce(new Error('captcha_failed'));
    const failure = await resetPasswordByPhone(input, features).catch((error: unknown) => error);
    expect(isSignInAfterResetError(failure)).toBe(true);
    expect(failure).toMatchObject({ username: 'player07' });
  });
});
