import type { Endpoint } from '@lobbykit/platform';

/** Answers of a fake platform by call name: a value, a function of the input, or an error to throw. */
export type FakeAnswers = Record<string, unknown>;

/** A `platform.call` stand-in that answers from `answers` and refuses calls it does not know. */
export function fakePlatformCall(answers: FakeAnswers) {
  return async (endpoint: Endpoint, input: unknown) => {
    if (!(endpoint.name in answers)) throw new Error(`no fake answer for ${endpoint.name}`);
    const answer = answers[endpoint.name];
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  };
}
