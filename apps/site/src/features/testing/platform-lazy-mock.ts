import type { Endpoint } from '@lobbykit/platform';
import { platform } from '../../app/platform.ts';

/**
 * A stand-in for `app/platform-lazy.ts` in tests that mock `app/platform.ts`: each call goes
 * straight to the (mocked) `platform.call` under its endpoint's name, so one fake answers both.
 *
 *   vi.mock('../../app/platform-lazy.ts', () => import('../testing/platform-lazy-mock.ts'));
 */
export function callPlatform(_area: string, name: string, input: unknown) {
  return platform.call({ name } as Endpoint, input as never);
}
