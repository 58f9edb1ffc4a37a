export { LazyImage, lazyImageVariants, type LazyImageProps } from './lazy-image.tsx';
