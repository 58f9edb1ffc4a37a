import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleGames } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { GAME_GRID_PAGE_SIZE, GameGrid } from './game-grid.tsx';

const page = sampleGames.slice(0, GAME_GRID_PAGE_SIZE);
const cardProps = { launchLabel: 'Play', favouriteLabel: 'Favourite' };

describe('GameGrid', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'game-grid',
      element: HTMLDivElement,
      // A few tiles keep axe quick; the layout tests below use a whole page.
      render: (props) => <GameGrid games={page.slice(0, 3)} label="Slots" cardProps={cardProps} {...props} />,
    });
  });

  it('lays out a page of 12 as 6 per row on desktop, fewer on smaller screens', () => {
    expect(GAME_GRID_PAGE_SIZE).toBe(12);
    render(<GameGrid games={page} label="Slots" cardProps={cardProps} />);
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(list.className).toMatch(/\blg:grid-cols-6\b/);
    expect(list.className).toMatch(/\bsm:grid-cols-4\b/);
    expect(list.className).toMatch(/(^|\s)grid-cols-3\b/);
  });

  it('passes card props through, per game when given a function', async () => {
    const onLaunch = vi.fn();
    render(
      <GameGrid
        games={page.slice(0, 2)}
        label="Slots"
        cardProps={(game) => ({ ...cardProps, onLaunch, vendorLabel: `by ${game.vassalage}` })}
      />,
    );
    expect(screen.getAllByText('by PG')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Play Mahjong Ways 2' }));
    expect(onLaunch).toHaveBeenCalledWith(page[1]);
  });

  it('renders custom tiles with renderCard', () => {
    render(
      <GameGrid
        games={page.slice(0, 3)}
        label="Slots"
        renderCard={(game, index) => `${index + 1}. ${game.gameName}`}
      />,
    );
    expect(screen.getByText('2. Mahjong Ways 2')).toBeInTheDocument();
  });

  it('shows a page of skeletons while the first page loads, and announces it', () => {
    const { container } = render(
      <GameGrid games={[]} label="Slots" cardProps={cardProps} loading loadingLabel="Loading games" empty="No games" />,
    );
    expect(container.querySelectorAll('[data-slot="game-card-skeleton"]')).toHaveLength(GAME_GRID_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(container.querySelector('[data-slot="game-grid"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No games')).toBeNull();
  });

  it('appends skeletons after the loaded games while the next page loads', () => {
    const { container } = render(
      <GameGrid games={page} label="Slots" cardProps={cardProps} loading skeletonCount={6} />,
    );
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(12);
    expect(container.querySelectorAll('[data-slot="game-card-skeleton"]')).toHaveLength(6);
  });

  it('shows the empty slot instead of the grid, and no load-more button, when there are no games', () => {
    render(
      <GameGrid
        games={[]}
        label="Slots"
        cardProps={cardProps}
        empty={<p>No games match your search.</p>}
        loadMore={<button type="button">Load more</button>}
      />,
    );
    expect(screen.getByText('No games match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the load-more slot under the games', () => {
    render(
      <GameGrid games={page} label="Slots" cardProps={cardProps} loadMore={<button type="button">Load more</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
