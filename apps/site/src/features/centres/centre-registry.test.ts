import { describe, expect, it } from 'vitest';
import { agentPages, menuPages, pagesOffered, pageToShow, type CentreFacts } from './centre-registry.ts';

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
