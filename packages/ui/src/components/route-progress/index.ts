export { RouteProgress, routeProgressVariants, type RouteProgressProps } from './route-progress.tsx';
