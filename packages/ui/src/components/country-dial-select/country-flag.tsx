import { cn } from '../../lib/cn.ts';
import { LazyImage } from '../lazy-image/index.ts';

export interface CountryFlagProps {
  countryCode: string;
  src: string | undefined;
  /** The country's name; empty when the name is already written beside the flag. */
  alt: string;
  className?: string;
}

/** A small flag, or the country code in its place when there is no image or it will not load. */
export function CountryFlag({ countryCode, src, alt, className }: CountryFlagProps) {
  const box = cn('inline-flex h-4 w-6 shrink-0 overflow-hidden rounded-sm', className);
  const code = (
    <span
      data-slot="country-flag-code"
      className="flex size-full items-center justify-center bg-muted text-[0.5625rem] leading-none font-semibold text-muted-foreground"
    >
      {countryCode}
    </span>
  );
  if (src === undefined) {
    return (
      <span
        data-slot="country-flag"
        data-state="failed"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={box}
      >
        {code}
      </span>
    );
  }
  return (
    <LazyImage
      data-slot="country-flag"
      src={src}
      alt={alt}
      fallback={code}
      className={cn(box, 'border border-border')}
    />
  );
}
