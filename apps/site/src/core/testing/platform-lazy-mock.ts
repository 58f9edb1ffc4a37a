import type { Endpoint } from '@lobbykit/platform';
import { platform } from '../platform/client.ts';

/**
 * A stand-in for `app/platform-lazy.ts` in tests that mock `app/platform.ts`: each call goes
 * straight to the (mocked) `platform.call` under its endpoint's name, so one fake answers both.
 *
 *   vi.mock('../platform/call-platform.ts', () => import('./platform-lazy-mock.ts'));
 */
export function callPlatform(_area: string, name: string, input: unknown) {
  return platform.call({ name } as Endpoint, input as never);
}
