import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../context.ts';
import { clientIp } from '../routing.ts';
import type { FaultRegistry } from './faults.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the first matching fault before the request reaches its route. */
export function faultMiddleware(registry: FaultRegistry, timeoutFaultMs: number): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const fault = registry.take(c.req.method, c.req.path, clientIp(c));
    if (!fault) return next();
    c.header('X-Sandbox-Fault', fault.kind);
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.ms ?? 0);
        return next();
      case 'status':
        return c.json({ success: false, message: `Injected fault: HTTP ${fault.status}` }, fault.status as 500);
      case 'malformed':
        return c.body('{"success": true, "value": {"trunc', 200, { 'Content-Type': 'application/json' });
      case 'wrong-shape':
        return c.json({ success: true, value: { injected: 'a value of the wrong shape' } });
      case 'drop': {
        const socket = c.env?.incoming?.socket;
        if (!socket) return c.json({ success: false, message: 'Injected fault: connection dropped' }, 502);
        socket.destroy();
        return c.body(null, 502);
      }
      case 'timeout': {
        // Hold the request until the client gives up (its socket closes) or the fault's limit passes.
        const socket = c.env?.incoming?.socket;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutFaultMs);
          socket?.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return c.json({ success: false, message: 'Injected fault: no answer in time' }, 504);
      }
    }
  };
}
