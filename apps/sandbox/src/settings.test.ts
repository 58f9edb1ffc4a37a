import { describe, expect, it } from 'vitest';
import { parseSystemStatus, settingsFromEnv } from './settings.ts';

describe('sandbox settings from the environment', () => {
  it('is off and normal by default', () => {
    const settings = settingsFromEnv({});
    expect(settings).toMatchObject({ testMode: false, systemStatus: undefined, faults: [] });
  });

  it('reads test mode, a forced system status and faults', () => {
    const settings = settingsFromEnv({
      SANDBOX_TEST_MODE: '1',
      SANDBOX_SYSTEM_STATUS: '2',
      SANDBOX_FAULTS: '[{"path":"/wps/v2/wallets/balance","method":"get","kind":"status","status":503}]',
    });
    expect(settings.testMode).toBe(true);
    expect(settings.systemStatus).toBe(2);
    expect(settings.faults).toEqual([{ path: '/wps/v2/wallets/balance', method: 'GET', kind: 'status', status: 503 }]);
  });

  it('refuses a status or a fault it does not understand', () => {
    expect(() => parseSystemStatus('3')).toThrow('SANDBOX_SYSTEM_STATUS must be 0, 1 or 2, not 3');
    expect(parseSystemStatus('')).toBeUndefined();
    expect(() => settingsFromEnv({ SANDBOX_FAULTS: '{"path":"/x","kind":"explode"}' })).toThrow();
  });

  it('pays withdrawals out by itself for demos, not in test mode unless asked to', () => {
    expect(settingsFromEnv({}).autoPayoutSeconds).toBe(20);
    expect(settingsFromEnv({ SANDBOX_TEST_MODE: '1' }).autoPayoutSeconds).toBeUndefined();
    expect(settingsFromEnv({ SANDBOX_TEST_MODE: '1', SANDBOX_AUTO_PAYOUT_SECONDS: '5' }).autoPayoutSeconds).toBe(5);
    expect(settingsFromEnv({ SANDBOX_AUTO_PAYOUT_SECONDS: '0' }).autoPayoutSeconds).toBeUndefined();
    expect(() => settingsFromEnv({ SANDBOX_AUTO_PAYOUT_SECONDS: 'soon' })).toThrow(
      'SANDBOX_AUTO_PAYOUT_SECONDS must be 0 or more, not soon',
    );
  });
});
