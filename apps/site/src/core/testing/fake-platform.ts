import type { Endpoint } from '@lobbykit/platform';
import { vi } from 'vitest';
import { injectPlatform, type PlatformCaller } from '../platform/call-platform.ts';

/** Answers of a fake platform by call name: a value, a function of the input, or an error to throw. */
export type FakeAnswers = Record<string, unknown>;

/** A platform call that answers from `answers` and refuses calls it does not know. */
export function fakePlatformCall(answers: FakeAnswers) {
  return async (endpoint: Endpoint, input: unknown) => {
    if (!(endpoint.name in answers)) throw new Error(`no fake answer for ${endpoint.name}`);
    const answer = answers[endpoint.name];
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  };
}

/**
 * Puts a fake platform in place of the site's client for the rest of the test file: every
 * `callPlatform` reaches `platform.call` with the endpoint and the input, and answers what the test
 * sets (`platform.call.mockImplementation(fakePlatformCall({ … }))`, or any mock answer).
 *
 *   const platform = installFakePlatform();
 *   platform.call.mockImplementation(fakePlatformCall({ banners: [] }));
 *   expect(platform.call).toHaveBeenCalledWith(expect.objectContaining({ name: 'banners' }), input);
 */
export function installFakePlatform(answers?: FakeAnswers) {
  const platform = { call: vi.fn<PlatformCaller['call']>(answers && fakePlatformCall(answers)) };
  injectPlatform(platform);
  return platform;
}
