import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleFavouriteGameIds, sampleGames, sampleHotGameIds, sampleVendorName } from '../../fixtures/index.ts';
import { Button } from '../button/index.ts';
import type { Game } from '../game-card/game.ts';
import { GAME_GRID_PAGE_SIZE, GameGrid } from './game-grid.tsx';
import { SearchXIcon } from '../../icons/search-x.ts';

const firstPage = sampleGames.slice(0, GAME_GRID_PAGE_SIZE);
const onLaunch = fn();
const onToggleFavourite = fn();

/** What the game-list screen passes each card: translated labels plus the player's hot and favourite sets. */
const cardProps = (game: Game) => ({
  vendorLabel: sampleVendorName(game.vassalage),
  hot: sampleHotGameIds.has(game.nodeId),
  hotLabel: 'Hot',
  launchLabel: 'Play',
  favouriteLabel: 'Favourite',
  favourite: sampleFavouriteGameIds.has(game.nodeId),
  onLaunch,
  onToggleFavourite,
});

function EmptyState({ onClear }: { onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border/60 bg-card px-6 py-10 text-center text-card-foreground">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-semibold">No games match “dragon”</p>
      <p className="max-w-sm text-sm text-muted-foreground">Check the spelling or try another provider.</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}

const gridProps = { label: 'Slots', cardProps, loadingLabel: 'Loading games' };

const meta = {
  title: 'Domain/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  args: { ...gridProps, games: firstPage },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of 12: six per row and two rows on desktop. Tab reaches each tile; Enter plays it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(GAME_GRID_PAGE_SIZE);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play Fortune Tiger' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLaunch).toHaveBeenCalledWith(firstPage[0]);
  },
};

export const LoadingFirstPage: Story = {
  args: { games: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
  },
};

/** "Load more" appends a page: the next page's skeletons follow the games already shown. */
export const LoadMore: Story = {
  render: function Render() {
    const [count, setCount] = useState(6);
    const [loading, setLoading] = useState(false);
    return (
      <GameGrid
        {...gridProps}
        games={sampleGames.slice(0, count)}
        loading={loading}
        skeletonCount={6}
        loadMore={
          count < sampleGames.length && (
            <Button
              variant="outline"
              loading={loading}
              onClick={() => {
                setLoading(true);
                setTimeout(() => {
                  setCount((value) => value + 6);
                  setLoading(false);
                }, 300);
              }}
            >
              Load more
            </Button>
          )
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Play / })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('button', { name: 'Play Gates of Olympus' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Play / })).toHaveLength(12);
  },
};

const onClearSearch = fn();

/** No games and nothing loading: the screen's empty state takes the grid's place. */
export const Empty: Story = {
  render: () => <GameGrid {...gridProps} games={[]} empty={<EmptyState onClear={onClearSearch} />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games match “dragon”')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(onClearSearch).toHaveBeenCalledOnce();
  },
};

/** Loaded with a load-more button, loading the next page, and empty. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-8">
      <GameGrid
        {...gridProps}
        games={firstPage}
        loadMore={
          <Button variant="outline" size="md">
            Load more
          </Button>
        }
      />
      <GameGrid {...gridProps} label="Fishing" games={sampleGames.slice(0, 6)} loading skeletonCount={6} />
      <GameGrid {...gridProps} size="sm" label="Favourites" games={sampleGames.slice(6, 12)} />
      <GameGrid {...gridProps} label="Search results" games={[]} empty={<EmptyState />} />
    </div>
  ),
};
