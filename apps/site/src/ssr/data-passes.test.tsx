// @vitest-environment node
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Middleware } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ServerDataScope } from '../core/server-data.ts';
import { primedDataMiddleware, type PrimedData } from '../core/primed-data.ts';
import { fetchPageData } from './data-passes.ts';
import { renderToHtml } from './render-to-html.ts';

function Shows({ name, fetcher }: { name: string; fetcher: () => Promise<string> }) {
  const { data } = useSWR(name, fetcher);
  return <p>{data ?? `${name}…`}</p>;
}

function page(primed: PrimedData, use: Middleware[], children: ReactNode) {
  return renderToHtml(<SWRConfig value={{ use: [...use, primedDataMiddleware(primed)] }}>{children}</SWRConfig>);
}

describe('the server data passes', () => {
  it('fetches what the page asks for and draws it, passes deep', async () => {
    const primed: PrimedData = {};
    const second = vi.fn(async () => 'second answer');
    function Chain() {
      const { data } = useSWR('first', async () => 'first answer');
      return data ? <Shows name="second" fetcher={second} /> : null;
    }
    const draw = (use: Middleware[]) => page(primed, use, <Chain />);
    expect(await fetchPageData(draw, primed, 1000)).toEqual([]);
    expect(primed).toMatchObject({ first: 'first answer', second: 'second answer' });
    expect(await draw([])).toContain('second answer');
  });

  it('leaves the data of a route declared browser-drawn to the browser', async () => {
    const primed: PrimedData = {};
    const screenData = vi.fn(async () => 'screen answer');
    const draw = (use: Middleware[]) =>
      page(
        primed,
        use,
        <>
          <Shows name="frame" fetcher={async () => 'frame answer'} />
          <ServerDataScope value={false}>
            <Shows name="screen" fetcher={screenData} />
          </ServerDataScope>
        </>,
      );
    await fetchPageData(draw, primed, 1000);
    expect(primed).toEqual({ frame: 'frame answer' });
    expect(screenData).not.toHaveBeenCalled();
  });

  it('draws without an answer that is later than the budget, and names it', async () => {
    const primed: PrimedData = {};
    const draw = (use: Middleware[]) =>
      page(primed, use, <Shows name="slow" fetcher={() => new Promise((resolve) => setTimeout(resolve, 500))} />);
    expect(await fetchPageData(draw, primed, 20)).toEqual(['slow']);
    expect(primed).toEqual({});
  });
});
