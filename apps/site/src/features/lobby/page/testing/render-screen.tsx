import type { Endpoint } from '@lobbykit/platform';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';

/** Renders a screen at a path, with an SWR cache of its own so no test sees another's data. */
export function renderScreen(ui: ReactElement, path = '/'): RenderResult {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <Router hook={hook} searchHook={searchHook}>
        {ui}
      </Router>
    </SWRConfig>,
  );
}

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
