import type { GameItem } from '@lobbykit/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectShown } from '../../stories/locale-axis.ts';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { platformHandlers } from '../../stories/platform-handlers.ts';
import { seedTimeout, seedValue } from '../../stories/seed.ts';
import CategoryScreen from './category-screen.tsx';

/** The searches recorded for these stories (apps/sandbox/scripts/story-fixtures.ts). */
const searches = { found: 'Dragon', none: 'Zebra Quasar' };

const meta = {
  title: 'Pages/Game lobby',
  component: CategoryScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/rng?vendor=PP', viewer: 'member' } },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const gameName = (game: GameItem) => game.gameName ?? game.nodeName ?? '';
const firstGames = (params: Record<string, string>) =>
  seedValue<{ games: GameItem[]; totalCount: number }>('gameList', params, 'member');

/**
 * The settled list (no page on its way). Queries stay inside it or the screen: role queries over
 * the whole site (header, banner, footer) cost seconds per call on a busy machine.
 */
async function settledList(canvasElement: HTMLElement) {
  return waitFor(() => {
    const element = canvasElement.querySelector<HTMLElement>('[data-slot="lobby-list"]');
    if (!element || element.getAttribute('aria-busy') === 'true') throw new Error('the list is still loading');
    return element;
  }, seedTimeout);
}

const cardNames = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-slot="game-card-name"]')].map((name) => name.textContent);
const screenOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('main[data-screen="category"]')!;
const selectedTab = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const filterGroup = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="choice-chips"][data-name="${name}"]`);

/** The demo member in the slots lobby: Pragmatic Play's first page of 12, with every filter. */
export const AllGames: Story = {
  name: 'All games',
  play: async ({ canvasElement }) => {
    const { games, totalCount } = firstGames({ vassalage: 'PP' });
    const list = await settledList(canvasElement);
    await expect(cardNames(list)).toEqual(games.map(gameName));
    await expect(within(list).getByText(`Showing 12 of ${totalCount.toLocaleString('en')} games`)).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Load more games' })).toBeVisible();
    await expect(selectedTab(canvasElement)).toBe('All games');
    await expect(filterGroup(canvasElement, 'classification')).not.toBeNull();
  },
};

/** A guest sees the vendor's hot games and why to sign in for the whole catalogue. */
export const Guest: Story = {
  parameters: { page: { path: '/rng', viewer: 'guest' } },
  play: async ({ canvasElement }) => {
    const hot = seedValue<GameItem[]>('hotGames', { vassalage: 'PG' });
    const list = await settledList(canvasElement);
    await expect(within(list).getByRole('heading', { name: 'Log in to see every game' })).toBeVisible();
    await expect(cardNames(list)).toEqual(hot.map(gameName));
    // The heart is there for guests too (it asks them to log in; tests/e2e/lobby.spec.ts presses it).
    await expect(list.querySelectorAll('[data-slot="game-card-favourite"][aria-pressed="false"]')).toHaveLength(
      hot.length,
    );
  },
};

/** A search by name: the first page of what matches, the search kept in the box. */
export const Search: Story = {
  parameters: { page: { path: `/rng?vendor=PP&q=${searches.found}`, viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const { games } = firstGames({ vassalage: 'PP', gameName: searches.found });
    const list = await settledList(canvasElement);
    await expect(cardNames(list)).toEqual(games.map(gameName));
    await expect(screenOf(canvasElement).querySelector('input[type="search"]')).toHaveValue(searches.found);
  },
};

/** Nothing matches: what to try, and a way back to every game. */
export const NoMatch: Story = {
  name: 'No match',
  parameters: { page: { path: `/rng?vendor=PP&q=${encodeURIComponent(searches.none)}`, viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const list = await settledList(canvasElement);
    await expect(within(list).getByText('No games match these filters')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Clear the filters' })).toBeVisible();
  },
};

/** The member's favourites, across vendors, each card naming its vendor. */
export const Favourites: Story = {
  parameters: { page: { path: '/rng?vendor=PP&tab=fav', viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const { content } = seedValue<{ content: GameItem[] }>('favouriteGamesList', {}, 'member');
    const list = await settledList(canvasElement);
    await expect(cardNames(list)).toEqual(content.map(gameName));
    await expect(list.querySelectorAll('[data-slot="game-card-vendor"]')).toHaveLength(content.length);
    await waitFor(
      () =>
        expect(list.querySelectorAll('[data-slot="game-card-favourite"][aria-pressed="true"]')).toHaveLength(
          content.length,
        ),
      seedTimeout,
    );
  },
};

/** The member's recent games at the vendor, the latest first. */
export const Recent: Story = {
  parameters: { page: { path: '/rng?vendor=PP&tab=recent', viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const { list: recent } = seedValue<{ list: GameItem[] }>('recentGames', {}, 'member');
    const list = await settledList(canvasElement);
    await expect(cardNames(list)).toEqual(recent.map(gameName));
    await expect(selectedTab(canvasElement)).toBe('Recent');
  },
};

/** The vendor's hot games: one page, no loading more. */
export const Hot: Story = {
  parameters: { page: { path: '/rng?vendor=PP&tab=hot', viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const hot = seedValue<GameItem[]>('hotGames', { vassalage: 'PP' });
    const list = await settledList(canvasElement);
    await expect(cardNames(list)).toEqual(hot.map(gameName));
    await expect(list.querySelector('[data-slot="game-grid-load-more"]')).toBeNull();
    await expect(selectedTab(canvasElement)).toBe('Hot');
  },
};

/** A live casino lobby: no classification filter off the slots page. */
export const LiveCasino: Story = {
  name: 'Live casino',
  parameters: { page: { path: '/live?vendor=EVO', viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const { games } = firstGames({ vassalage: 'EVO' });
    const list = await settledList(canvasElement);
    await expect(cardNames(list)).toEqual(games.map(gameName));
    await expect(filterGroup(canvasElement, 'classification')).toBeNull();
    await expect(filterGroup(canvasElement, 'minBet')).not.toBeNull();
  },
};

/** The first page on its way: placeholders in the grid's shape. */
export const Loading: Story = {
  parameters: {
    msw: [http.get('*/wps/relay/GCSGAME_gameList', () => delay('infinite')), ...platformHandlers],
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('[data-slot="lobby-list"][aria-busy="true"] [data-slot="game-card-skeleton"]'),
        ).toHaveLength(12),
      seedTimeout,
    );
  },
};

/** The list could not be loaded: what went wrong and a Retry button. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: {
    msw: [
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('[data-slot="lobby-list"] [role="alert"]');
      if (!element) throw new Error('no alert yet');
      return element;
    }, seedTimeout);
    await expect(within(alert).getByText('The games could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The demo member in the slots lobby, for the visual matrix's locale axis. */
export const Locales: Story = {
  play: async ({ canvasElement }) => {
    await settledList(canvasElement);
    await expectShown('[data-slot="game-card-name"]');
    await expectShown('[data-slot="banner-carousel-dots"]');
  },
};
