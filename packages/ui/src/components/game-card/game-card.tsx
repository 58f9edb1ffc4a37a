import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { gameDisplayName, gameIconUrl, type Game } from './game.ts';
import { FlameIcon } from '../../icons/flame.ts';
import { Gamepad2Icon } from '../../icons/gamepad-2.ts';
import { HeartIcon } from '../../icons/heart.ts';
import { PlayIcon } from '../../icons/play.ts';

const cardSizes = {
  sm: 'gap-1.5 p-1.5 text-xs',
  md: 'gap-2 p-2 text-sm',
};

export const gameCardVariants = cva(
  [
    'group/game-card relative flex min-w-0 flex-col rounded-xl border border-border/40 bg-card text-card-foreground shadow-sm',
    'transition duration-200 ease-out hover:-translate-y-1 hover:shadow-lg',
    'has-focus-visible:-translate-y-1 has-focus-visible:shadow-lg',
    'motion-reduce:transition-none motion-reduce:hover:translate-y-0 motion-reduce:has-focus-visible:translate-y-0',
  ],
  { variants: { size: cardSizes }, defaultVariants: { size: 'md' } },
);

export const gameCardSkeletonVariants = cva(
  'flex min-w-0 flex-col rounded-xl border border-border/40 bg-card shadow-sm',
  { variants: { size: cardSizes }, defaultVariants: { size: 'md' } },
);

export type GameCardProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof gameCardVariants> & {
    game: Game;
    /** The vendor's display name under the game name. */
    vendorLabel?: string;
    /** Marks the game as hot with a badge reading `hotLabel`. */
    hot?: boolean;
    hotLabel?: string;
    /** Visible on hover and, followed by the game name, names the play button ("Play Fortune Tiger"). */
    launchLabel: string;
    onLaunch?: (game: Game) => void;
    /** Shows a spinner on the tile and ignores further presses while the launch call runs. */
    launching?: boolean;
    favourite?: boolean;
    /** Followed by the game name, names the favourite toggle ("Favourite Fortune Tiger"). */
    favouriteLabel?: string;
    /** The toggle shows only when this is given (guests cannot keep favourites). */
    onToggleFavourite?: (game: Game, nextFavourite: boolean) => void;
  };

/** One game tile of the lobby: icon to launch it, name, vendor, hot badge and a favourite toggle. */
export function GameCard({
  game,
  vendorLabel,
  hot = false,
  hotLabel,
  launchLabel,
  onLaunch,
  launching = false,
  favourite = false,
  favouriteLabel,
  onToggleFavourite,
  size,
  className,
  ...props
}: GameCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const launchLabelId = `${id}-launch`;
  const favouriteLabelId = `${id}-favourite`;
  const name = gameDisplayName(game);
  const icon = gameIconUrl(game);
  // Remember which icon failed, so a new icon gets a fresh attempt without an effect.
  const [failedIcon, setFailedIcon] = useState<string>();
  const showIcon = icon !== undefined && failedIcon !== icon;
  const showFavourite = Boolean(onToggleFavourite && favouriteLabel);

  return (
    <div
      data-slot="game-card"
      data-size={size ?? 'md'}
      className={cn(gameCardVariants({ size }), className)}
      {...props}
    >
      <div data-slot="game-card-media" className="relative">
        <button
          type="button"
          data-slot="game-card-launch"
          aria-labelledby={`${launchLabelId} ${nameId}`}
          aria-busy={launching || undefined}
          onClick={() => {
            if (!launching) onLaunch?.(game);
          }}
          className={cn(
            'group/launch relative block aspect-square w-full cursor-pointer overflow-hidden rounded-lg bg-muted outline-none',
            'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
            'aria-busy:cursor-progress',
          )}
        >
          {showIcon ? (
            <img
              data-slot="game-card-icon"
              src={icon}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
              onError={() => setFailedIcon(icon)}
              className="size-full object-cover transition-transform duration-300 group-hover/game-card:scale-105 motion-reduce:transition-none motion-reduce:group-hover/game-card:scale-100"
            />
          ) : (
            <span
              data-slot="game-card-icon-fallback"
              className="flex size-full items-center justify-center text-muted-foreground"
            >
              <Gamepad2Icon aria-hidden="true" className="size-1/3" />
            </span>
          )}
          {/* A plain veil, no backdrop blur: a blur is a surface of its own to draw for every card. */}
          <span
            data-slot="game-card-overlay"
            className={cn(
              '@container absolute inset-0 flex items-center justify-center bg-background/65 opacity-0 transition-opacity duration-200',
              'group-hover/game-card:opacity-100 group-focus-visible/launch:opacity-100 group-aria-busy/launch:opacity-100',
              'motion-reduce:transition-none',
            )}
          >
            {/*
              On a phone's narrow card the icon goes above the word, so a long "Play" (Tamil, German)
              fits; a step smaller and with room all round, and clear of the picture's edges, so it
              still reads as a button and not as squeezed text.
            */}
            <span
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full bg-primary px-2 py-1.5 font-semibold text-primary-foreground shadow-md sm:px-3',
                '@max-[7rem]:max-w-[calc(100%-0.75rem)] @max-[7rem]:flex-col @max-[7rem]:gap-1 @max-[7rem]:rounded-xl',
                '@max-[7rem]:px-3 @max-[7rem]:py-2 @max-[7rem]:text-center @max-[7rem]:text-xs @max-[7rem]:leading-tight',
              )}
            >
              {launching ? (
                <span
                  aria-hidden="true"
                  className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent"
                />
              ) : (
                <PlayIcon aria-hidden="true" className="size-3.5 fill-current" />
              )}
              <span id={launchLabelId} className="text-balance">
                {launchLabel}
              </span>
            </span>
          </span>
        </button>
        {hot && hotLabel && (
          // The badge owns the room beside the heart and no more, so the two never overlap. Where its
          // word does not fit that room (Tamil, French on a phone's narrow card) the word wraps onto a
          // clipped second line and the flame stays alone: a cut word ("PO…") reads worse than a
          // flame. The word stays in the page for screen readers. The flame and the word are two
          // pills, the word's laid over the flame's end, so each alone is a whole pill.
          <span
            data-slot="game-card-hot-badge"
            className={cn(
              'pointer-events-none absolute start-1.5 top-1.5 flex h-5 flex-wrap overflow-hidden drop-shadow-sm',
              'text-[0.625rem] leading-4 font-bold tracking-wide text-destructive-foreground uppercase',
              showFavourite ? 'end-9.5 sm:end-10.5' : 'end-1.5',
            )}
          >
            <span className="flex h-5 items-center rounded-full bg-destructive px-2">
              <FlameIcon aria-hidden="true" className="size-3" />
            </span>
            <span className="-ms-2 h-5 rounded-e-full bg-destructive py-0.5 ps-0.5 pe-2 whitespace-nowrap">
              {hotLabel}
            </span>
          </span>
        )}
        {onToggleFavourite && favouriteLabel && (
          <button
            type="button"
            data-slot="game-card-favourite"
            data-state={favourite ? 'on' : 'off'}
            aria-pressed={favourite}
            aria-labelledby={`${favouriteLabelId} ${nameId}`}
            onClick={() => onToggleFavourite(game, !favourite)}
            className={cn(
              'group/favourite absolute end-1.5 top-1.5 inline-flex size-7 cursor-pointer items-center justify-center rounded-full sm:size-8',
              'bg-background/85 text-muted-foreground shadow-sm backdrop-blur-sm transition-colors outline-none',
              'hover:text-destructive aria-pressed:text-destructive',
              'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
            )}
          >
            <HeartIcon aria-hidden="true" className="size-4 group-aria-pressed/favourite:fill-current" />
            <span id={favouriteLabelId} className="sr-only">
              {favouriteLabel}
            </span>
          </button>
        )}
      </div>
      <div data-slot="game-card-body" className="min-w-0 px-0.5 pb-0.5">
        <p id={nameId} data-slot="game-card-name" className="truncate leading-snug font-semibold">
          {name}
        </p>
        {vendorLabel && (
          <p data-slot="game-card-vendor" className="truncate text-xs leading-snug text-muted-foreground">
            {vendorLabel}
          </p>
        )}
      </div>
    </div>
  );
}

export type GameCardSkeletonProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof gameCardSkeletonVariants>;

/**
 * The placeholder of a game tile while its page loads; hidden from assistive technology. Its pulse
 * is decorative motion (`data-decorative-motion`): it waits while the page holds motion.
 */
export function GameCardSkeleton({ size, className, ...props }: GameCardSkeletonProps) {
  return (
    <div
      data-slot="game-card-skeleton"
      data-size={size ?? 'md'}
      aria-hidden="true"
      className={cn(gameCardSkeletonVariants({ size }), className)}
      {...props}
    >
      <div
        data-decorative-motion=""
        className="aspect-square w-full animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
      />
      <div className="space-y-1.5 px-0.5 pb-0.5">
        <div
          data-decorative-motion=""
          className="h-3.5 w-4/5 animate-pulse rounded-sm bg-muted motion-reduce:animate-none"
        />
        <div
          data-decorative-motion=""
          className="h-3 w-1/2 animate-pulse rounded-sm bg-muted motion-reduce:animate-none"
        />
      </div>
    </div>
  );
}
