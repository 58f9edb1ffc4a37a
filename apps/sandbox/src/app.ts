import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { ok, refuse } from './envelope.ts';
import { findMerchant } from './merchants.ts';

export interface SandboxSettings {
  /** Spec §2: 0 normal, 1 maintenance, 2 region blocked. */
  systemStatus: 0 | 1 | 2;
}

/** The visitor's address as the status page shows it: first forwarded hop, IPv4 without its IPv6 mapping. */
function clientIp(forwardedFor: string | undefined, fallback: string): string {
  const address = forwardedFor?.split(',')[0]?.trim() || fallback;
  return address.replace(/^::ffff:/, '');
}

export function createSandboxApp(settings: SandboxSettings = { systemStatus: 0 }) {
  const app = new Hono<{ Bindings: { incoming?: IncomingMessage } }>();

  app.get('/wps/system/status', (c) => {
    const merchant = findMerchant(c.req.header('Merchant'));
    if (!merchant) return refuse(c, 'Unknown merchant');
    return ok(c, {
      maintenance: settings.systemStatus === 1,
      regionRestriction: settings.systemStatus === 2,
      info: {
        imageCDNs: merchant.imageCDNs,
        launchGameCDNs: [],
        location: {
          ip: clientIp(c.req.header('X-Forwarded-For'), c.env?.incoming?.socket.remoteAddress ?? '127.0.0.1'),
        },
      },
    });
  });

  app.notFound((c) => c.json({ success: false, message: `No such call: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    console.error('[sandbox]', error);
    return c.json({ success: false, message: 'Internal error' }, 500);
  });

  return app;
}
