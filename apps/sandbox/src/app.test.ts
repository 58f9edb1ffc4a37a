import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app.ts';

describe('sandbox /wps/system/status', () => {
  it('answers a known merchant in the platform envelope', async () => {
    const response = await createSandboxApp().request('/wps/system/status?url=localhost', {
      headers: { Merchant: 'AURORA', 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      value: { maintenance: boolean; info: { location: { ip: string } } };
    };
    expect(body.success).toBe(true);
    expect(body.value.maintenance).toBe(false);
    expect(body.value.info.location.ip).toBe('203.0.113.7');
  });

  it('reports maintenance when switched to it', async () => {
    const response = await createSandboxApp({ systemStatus: 1 }).request('/wps/system/status', {
      headers: { Merchant: 'AURORA' },
    });
    const body = (await response.json()) as { value: { maintenance: boolean } };
    expect(body.value.maintenance).toBe(true);
  });

  it('serves the first brand when no Merchant header is sent', async () => {
    const response = await createSandboxApp().request('/wps/system/status', {
      headers: { 'X-Forwarded-For': '::ffff:198.51.100.4' },
    });
    const body = (await response.json()) as { success: boolean; value: { info: { location: { ip: string } } } };
    expect(body.success).toBe(true);
    expect(body.value.info.location.ip).toBe('198.51.100.4');
  });

  it('refuses an unknown merchant with success:false', async () => {
    const response = await createSandboxApp().request('/wps/system/status', { headers: { Merchant: 'NOPE' } });
    expect(await response.json()).toEqual({ success: false, message: 'Unknown merchant' });
  });
});
