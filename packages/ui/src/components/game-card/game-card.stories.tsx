import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleGames, sampleGameWithBrokenIcon, sampleGameWithoutIcon } from '../../fixtures/index.ts';
import { GameCard, GameCardSkeleton } from './game-card.tsx';

const [fortuneTiger, mahjongWays, luckyNeko, superAce, , , olympus, , , jumpHigh] = sampleGames;

const meta = {
  title: 'Domain/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  // A single card takes the width of one grid column; the matrix story lays out its own grid.
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="w-44">
          <Story />
        </div>
      ),
  ],
  args: {
    game: fortuneTiger!,
    vendorLabel: 'PG Soft',
    hot: true,
    hotLabel: 'Hot',
    launchLabel: 'Play',
    favouriteLabel: 'Favourite',
    onLaunch: fn(),
    onToggleFavourite: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the tile and press Enter to play; Tab again to the heart to keep it as a favourite. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: 'Play Fortune Tiger' });
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledWith(args.game);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Favourite Fortune Tiger' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, true);
  },
};

/** The favourite toggle driven by state, as the site does after the favourites call succeeds. */
export const TogglesFavourite: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return (
      <GameCard
        {...args}
        favourite={favourite}
        onToggleFavourite={(game, next) => {
          args.onToggleFavourite?.(game, next);
          setFavourite(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const favourite = canvas.getByRole('button', { name: 'Favourite Fortune Tiger' });
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A guest sees no favourite toggle. */
export const Guest: Story = {
  args: { onToggleFavourite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
};

/** While the launch call runs the tile shows a spinner and ignores further presses. */
export const Launching: Story = {
  args: { launching: true },
  play: async ({ args, canvas }) => {
    const play = canvas.getByRole('button', { name: 'Play Fortune Tiger' });
    await expect(play).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(play);
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};

/**
 * On a phone's narrow card a badge word too long for the room beside the heart gives way to its
 * flame alone (the word stays for screen readers); it never runs under the heart.
 */
export const NarrowCardLongBadge: Story = {
  args: { hotLabel: 'Populaire' },
  decorators: [
    (Story) => (
      <div className="w-24">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-slot="game-card-hot-badge"]')!;
    const heart = canvas.getByRole('button', { name: 'Favourite Fortune Tiger' }).getBoundingClientRect();
    for (const part of [badge, ...badge.children]) {
      const box = part.getBoundingClientRect();
      const visible = box.top < badge.getBoundingClientRect().bottom;
      if (visible) await expect(box.right <= heart.left || box.left >= heart.right).toBe(true);
    }
    // The word wrapped onto the clipped second line; it is still the badge's text.
    const [flame, word] = [...badge.children] as HTMLElement[];
    await expect(word!.offsetTop).toBeGreaterThanOrEqual(flame!.offsetHeight);
    await expect(badge).toHaveTextContent('Populaire');
  },
};

/** Every state side by side: hot, favourite, launching, guest, missing and failed icons, both sizes, skeletons. */
export const AllStates: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid grid-cols-2 gap-4 p-2 sm:grid-cols-4 lg:grid-cols-6">
      <GameCard {...args} />
      <GameCard {...args} game={mahjongWays!} hot={false} favourite />
      <GameCard {...args} game={luckyNeko!} hot={false} launching />
      <GameCard {...args} game={superAce!} vendorLabel="JILI" onToggleFavourite={undefined} />
      <GameCard {...args} game={olympus!} vendorLabel="Pragmatic Play" hot={false} />
      <GameCard {...args} game={jumpHigh!} vendorLabel="CQ9 Gaming" hot={false} favourite />
      <GameCard {...args} game={sampleGameWithoutIcon} vendorLabel="Fa Chai" hot={false} />
      <GameCard {...args} game={sampleGameWithBrokenIcon} vendorLabel="JDB Gaming" hot={false} />
      <GameCard {...args} size="sm" />
      <GameCard {...args} size="sm" game={mahjongWays!} vendorLabel={undefined} hot={false} favourite />
      <GameCardSkeleton />
      <GameCardSkeleton size="sm" />
    </div>
  ),
};
