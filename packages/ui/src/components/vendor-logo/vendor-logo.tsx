import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { isLogoVendor, vendorLogoUrl, type Vendor } from './vendor-logo-url.ts';

export const vendorLogoVariants = cva('inline-flex max-w-full items-center justify-center', {
  variants: {
    size: {
      sm: 'h-6 text-[0.625rem]',
      md: 'h-8 text-xs',
      lg: 'h-10 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

export type VendorLogoProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  VariantProps<typeof vendorLogoVariants> & {
    vendor: Vendor;
    /** The image CDN the logo path is appended to (one of the status payload's imageCDNs). */
    imageHost?: string;
    /** An explicit image (a lane card's smallIcon, say) instead of the path rule. */
    src?: string;
  };

/**
 * A vendor's colour logo, with the vendor's name as text when the image is missing or fails.
 * Platform lottery lanes (vassalage TCG…) have no logo and render nothing.
 */
export function VendorLogo({ vendor, imageHost, src, size, className, ...props }: VendorLogoProps) {
  const imageSrc = src ?? (imageHost === undefined ? undefined : vendorLogoUrl(imageHost, vendor));
  // Remember which source failed, so a new source gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!isLogoVendor(vendor)) return null;
  const showImage = imageSrc !== undefined && failedSrc !== imageSrc;
  const sizeName = size ?? 'md';
  return (
    <span
      data-slot="vendor-logo"
      data-size={sizeName}
      data-state={showImage ? 'image' : 'fallback'}
      className={cn(vendorLogoVariants({ size }), className)}
      {...props}
    >
      {showImage ? (
        <img
          data-slot="vendor-logo-image"
          src={imageSrc}
          alt={vendor.name}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailedSrc(imageSrc)}
          className="h-full w-auto max-w-full object-contain"
        />
      ) : (
        <span
          data-slot="vendor-logo-fallback"
          className="truncate font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {vendor.name}
        </span>
      )}
    </span>
  );
}
