export { VendorLogo, vendorLogoVariants, type VendorLogoProps } from './vendor-logo.tsx';
export { BTI_COLOR_LOGO_PATH, isLogoVendor, vendorLogoUrl, type Vendor } from './vendor-logo-url.ts';
