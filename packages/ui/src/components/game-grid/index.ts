export { GAME_GRID_PAGE_SIZE, GameGrid, gameGridVariants, type GameGridProps } from './game-grid.tsx';
