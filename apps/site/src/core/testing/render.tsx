import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders with an SWR cache of its own, so one test's data never leaks into the next. */
export function renderWithSwr(ui: ReactElement): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{ui}</SWRConfig>,
  );
}

/** Renders a screen at a path (a memory router), with an SWR cache of its own. */
export function renderScreen(ui: ReactElement, path = '/'): RenderResult {
  const { hook, searchHook } = memoryLocation({ path });
  return renderWithSwr(
    <Router hook={hook} searchHook={searchHook}>
      {ui}
    </Router>,
  );
}
