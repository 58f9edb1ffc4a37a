import { describe, expect, it } from 'vitest';
import { agentPages, memberPages, menuPages, pagesOffered, pageToShow, type CentreFacts } from './centre-registry.ts';

const agent = (modules: string[]): CentreFacts => ({ features: new Set(modules), accountType: 1, hasUpline: false });
const keys = (pages: readonly { key: string }[]) => pages.map((page) => page.key);
const allContracts = ['DIVIDENDCONTRACT', 'DAILYSALARY', 'HOURLYSALARY', 'REALTIMESALARY'];

describe('pages reached by link only (inMenu: false)', () => {
  it('are offered, so a link opens them, but are never side-menu entries', () => {
    const offered = pagesOffered('agent', agent(allContracts));
    expect(keys(offered)).toContain('agentContractRequests');
    expect(keys(menuPages(offered))).not.toContain('agentContractRequests');
    expect(pageToShow('agent', offered, 'agentContractRequests').key).toBe('agentContractRequests');
  });

  it('leave the agent menu its twelve pages of spec §2, in order', () => {
    const menu = keys(menuPages(pagesOffered('agent', agent(allContracts))));
    expect(menu).toHaveLength(12);
    expect(menu).toEqual(keys(agentPages.filter((page) => !('inMenu' in page))));
  });

  it('the contract requests screen follows the contract modules: gone when every kind is off', () => {
    const none = pagesOffered('agent', agent([]));
    expect(keys(none)).not.toContain('agentContractRequests');
    expect(pageToShow('agent', none, 'agentContractRequests').key).toBe('agentTeamOverview');
    expect(keys(pagesOffered('agent', agent(['HOURLYSALARY'])))).toContain('agentContractRequests');
  });
});

describe('platform areas fetched with a page', () => {
  /** Every source file of the centres' page folders, by path (tests and stories aside). */
  const sources = import.meta.glob<string>(['../member-centre/**/*.{ts,tsx}', '../agent-centre/**/*.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const areasCalledIn = (folder: string) =>
    new Set(
      Object.entries(sources)
        .filter(([path]) => path.startsWith(`../${folder}/`) && !/\.(test|stories)\.tsx?$/.test(path))
        .flatMap(([, source]) => [...source.matchAll(/callPlatform\(\s*'(\w+)'/g)].map((match) => match[1]!)),
    );

  it.each([...memberPages, ...agentPages].map((page) => [page.key, page] as const))(
    '%s declares every area its folder calls',
    (_key, page) => {
      const folder = /(member-centre|agent-centre)\/[\w-]+/.exec(String(page.load))?.[0];
      expect(folder, 'the page loads from a folder of its own').toBeDefined();
      const called = areasCalledIn(folder!);
      expect(page.platformAreas).toEqual(expect.arrayContaining([...called]));
    },
  );
});
