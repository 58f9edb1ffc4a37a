/**
 * What every agent centre page story shares: the whole site with the recorded agent (agent1)
 * signed in and the agent centre open at the page, so each stories file names only its page.
 *
 *   const meta = {
 *     title: 'Pages/Agent centre/Team betting',
 *     component: TeamBettingPage,
 *     ...agentPageStoryMeta('agentTeamBetting', { overlays: true }),
 *     tags: ['!autodocs'],
 *   } satisfies Meta<typeof TeamBettingPage>;
 */
import { overlayA11y, pageStoryMeta, type PageParameters } from './page-story.tsx';
import { centrePage, centrePanel } from './seed.ts';

const agentCentre = /agent centre/i;

/**
 * The page story meta for the agent centre page `pageKey` (its key in the centre registry).
 * `overlays`: the page's stories open dialogs over it, which axe then checks instead of the page
 * behind them (inert while they are open).
 */
export function agentPageStoryMeta(pageKey: string, { overlays = false }: { overlays?: boolean } = {}) {
  const page: PageParameters = { path: `/?centre=agent&page=${pageKey}`, viewer: 'agent' };
  return {
    ...pageStoryMeta,
    parameters: { ...pageStoryMeta.parameters, ...(overlays ? { a11y: overlayA11y } : {}), page },
  };
}

/** The open agent centre's panel. */
export const agentCentrePanel = () => centrePanel(agentCentre);

/** An agent centre page once drawn and visible, found by its `data-slot`, with queries bound to it. */
export const agentCentrePage = (slot: string) => centrePage(slot, agentCentre);
