import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/** Renders with a cache of its own, so one test's data never leaks into the next. */
export function renderWithSwr(ui: ReactElement): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{ui}</SWRConfig>,
  );
}
