import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleGames } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { GameCard, GameCardSkeleton } from './game-card.tsx';
import { gameDisplayName, gameIconUrl, type Game } from './game.ts';

const fortuneTiger = sampleGames[0]!;
const labels = { launchLabel: 'Play', favouriteLabel: 'Favourite', hotLabel: 'Hot' };

describe('game fields', () => {
  it('names a game by gameName, else nodeName', () => {
    expect(gameDisplayName({ gameName: 'Super Ace', nodeName: 'super_ace' })).toBe('Super Ace');
    expect(gameDisplayName({ nodeName: 'Jump High' })).toBe('Jump High');
    expect(gameDisplayName({})).toBe('');
  });

  it('takes the icon from showIcon, else iconUrl', () => {
    expect(gameIconUrl({ showIcon: '/a.png', iconUrl: '/b.png' })).toBe('/a.png');
    expect(gameIconUrl({ iconUrl: '/b.png' })).toBe('/b.png');
    expect(gameIconUrl({})).toBeUndefined();
  });
});

describe('GameCard', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'game-card',
      element: HTMLDivElement,
      render: (props) => (
        <GameCard game={fortuneTiger} vendorLabel="PG Soft" hot onToggleFavourite={() => {}} {...labels} {...props} />
      ),
    });
  });

  it('shows the name, vendor and hot badge, and names its buttons after the game', () => {
    render(<GameCard game={fortuneTiger} vendorLabel="PG Soft" hot onToggleFavourite={() => {}} {...labels} />);
    expect(screen.getByText('Fortune Tiger')).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Fortune Tiger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite Fortune Tiger' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads the older list fields: nodeName and iconUrl', () => {
    const game: Game = { nodeId: 1, nodeName: 'Jump High', iconUrl: '/icons/jump-high.png' };
    const { container } = render(<GameCard game={game} {...labels} />);
    expect(screen.getByRole('button', { name: 'Play Jump High' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="game-card-icon"]')).toHaveAttribute('src', '/icons/jump-high.png');
  });

  it('launches the game on click and from the keyboard', async () => {
    const onLaunch = vi.fn();
    render(<GameCard game={fortuneTiger} onLaunch={onLaunch} {...labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger' }));
    expect(onLaunch).toHaveBeenCalledWith(fortuneTiger);

    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Play Fortune Tiger' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while the launch is running', async () => {
    const onLaunch = vi.fn();
    render(<GameCard game={fortuneTiger} onLaunch={onLaunch} launching {...labels} />);
    const play = screen.getByRole('button', { name: 'Play Fortune Tiger' });
    expect(play).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(play);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('toggles the favourite with the next state and reflects it in aria-pressed', async () => {
    const onToggleFavourite = vi.fn();
    const { rerender } = render(<GameCard game={fortuneTiger} onToggleFavourite={onToggleFavourite} {...labels} />);
    const favourite = screen.getByRole('button', { name: 'Favourite Fortune Tiger' });
    await userEvent.click(favourite);
    expect(onToggleFavourite).toHaveBeenLastCalledWith(fortuneTiger, true);

    rerender(<GameCard game={fortuneTiger} favourite onToggleFavourite={onToggleFavourite} {...labels} />);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(favourite).toHaveAttribute('data-state', 'on');
    favourite.focus();
    await userEvent.keyboard(' ');
    expect(onToggleFavourite).toHaveBeenLastCalledWith(fortuneTiger, false);
  });

  it('has no favourite toggle for guests (no handler) and no badge unless hot', () => {
    render(<GameCard game={fortuneTiger} {...labels} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(screen.queryByText('Hot')).toBeNull();
  });

  it('shows a placeholder when the icon is missing or fails', () => {
    const { container } = render(<GameCard game={fortuneTiger} {...labels} />);
    fireEvent.error(container.querySelector('[data-slot="game-card-icon"]')!);
    expect(container.querySelector('[data-slot="game-card-icon"]')).toBeNull();
    expect(container.querySelector('[data-slot="game-card-icon-fallback"]')).not.toBeNull();
  });
});

describe('GameCardSkeleton', () => {
  it('is hidden from assistive technology and takes the card size', () => {
    const { container } = render(<GameCardSkeleton size="sm" className="w-40" />);
    const skeleton = container.querySelector('[data-slot="game-card-skeleton"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-size', 'sm');
    expect(skeleton?.className).toContain('w-40');
  });

  it('marks every pulsing shape as decorative motion, for a page that holds motion while it starts', () => {
    const { container } = render(<GameCardSkeleton />);
    const pulsing = container.querySelectorAll('.animate-pulse');
    expect(pulsing.length).toBeGreaterThan(0);
    pulsing.forEach((shape) => expect(shape).toHaveAttribute('data-decorative-motion'));
  });
});
