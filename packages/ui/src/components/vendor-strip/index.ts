export { VendorStrip, vendorStripVariants, type VendorStripProps } from './vendor-strip.tsx';
export {
  VENDOR_STRIP_ARROWS_ABOVE,
  VENDOR_STRIP_SLIDES_PER_VIEW,
  VENDOR_STRIP_SPACING,
  VENDOR_STRIP_SPEED_MS,
  type VendorStripMode,
} from './use-vendor-slider.ts';
