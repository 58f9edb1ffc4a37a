import { PlatformError } from '@lobbykit/platform';
import { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOverlay, overlayStore } from '../overlays.ts';
import { endSession, startSession } from '../session.ts';
import { isPasswordChangeRequired, withForcedPasswordChange } from './forced-password-change.ts';

const mustChange = () =>
  new PlatformError('operation-not-allowed', 'balance', 'refused', {
    status: 403,
    serverValue: { passwordChangeRequired: true },
  });

function clientFailingWith(error: unknown) {
  return withForcedPasswordChange({ call: vi.fn().mockRejectedValue(error) });
}

afterEach(() => {
  closeOverlay();
  endSession();
});

describe('isPasswordChangeRequired', () => {
  it('knows the refusal of a session held back by a forced change, and only that', () => {
    expect(isPasswordChangeRequired(mustChange())).toBe(true);
    expect(isPasswordChangeRequired(new PlatformError('operation-not-allowed', 'balance', 'refused'))).toBe(false);
    expect(
      isPasswordChangeRequired(
        new PlatformError('not-logged-in', 'balance', 'x', { serverValue: { passwordChangeRequired: true } }),
      ),
    ).toBe(false);
    expect(isPasswordChangeRequired(new Error('network'))).toBe(false);
  });
});

describe('withForcedPasswordChange', () => {
  it("opens the forced change-password dialog when the session's token is refused that way", async () => {
    startSession({ token: 'held-back', username: 'weakpass', accountType: 0 });
    const refusal = mustChange();
    await expect(clientFailingWith(refusal).call(walletEndpoints.balance, {})).rejects.toBe(refusal);
    expect(overlayStore.get()).toEqual({ kind: 'changePassword', forced: true });
  });

  it('leaves the overlays alone for a call naming its own token, a guest, or another refusal', async () => {
    const client = clientFailingWith(mustChange());
    await expect(client.call(memberEndpoints.memberInfo, {})).rejects.toBeInstanceOf(PlatformError);
    startSession({ token: 'held-back', username: 'weakpass', accountType: 0 });
    await expect(client.call(memberEndpoints.changePassword, {}, { token: 'pending-sign-in' })).rejects.toBeInstanceOf(
      PlatformError,
    );
    await expect(
      clientFailingWith(new PlatformError('operation-not-allowed', 'balance', 'x')).call(walletEndpoints.balance, {}),
    ).rejects.toBeInstanceOf(PlatformError);
    expect(overlayStore.get()).toBeNull();
  });

  it('passes answers through unchanged', async () => {
    const client = withForcedPasswordChange({ call: vi.fn().mockResolvedValue({ sumBalance: 5 }) });
    await expect(client.call(walletEndpoints.balance, {})).resolves.toEqual({ sumBalance: 5 });
  });
});
