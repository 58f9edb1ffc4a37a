import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The route table (spec §2): every path maps to one lazy screen, so any screen's code is one hop
 * from here. Later sections add their rows.
 */
export interface RouteRow {
  paths: readonly string[];
  screen: LazyExoticComponent<ComponentType>;
}

const HomeScreen = lazy(() => import('../features/home/home-screen.tsx'));

export const routes: readonly RouteRow[] = [{ paths: ['/', '/index', '/index.html', '/home'], screen: HomeScreen }];

/** Shown for a path the table does not know. */
export const fallbackScreen = HomeScreen;
