export {
  GameCard,
  GameCardSkeleton,
  gameCardSkeletonVariants,
  gameCardVariants,
  type GameCardProps,
  type GameCardSkeletonProps,
} from './game-card.tsx';
export { gameDisplayName, gameIconUrl, type Game } from './game.ts';
