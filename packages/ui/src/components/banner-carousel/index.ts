export {
  BANNER_AUTOPLAY_INTERVAL_MS,
  BannerCarousel,
  bannerCarouselVariants,
  type Banner,
  type BannerCarouselProps,
} from './banner-carousel.tsx';
