import { cn } from '@lobbykit/ui/lib/cn';
import { Link } from 'wouter';
import { currentBrand } from '../../../core/brand.ts';

/** The brand's logo and name, home link of every page. The name shows beside the logo where there is room. */
export function BrandLink({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  const brand = currentBrand();
  return (
    <Link
      href="/"
      data-slot="brand-link"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight text-foreground outline-none',
        'focus-visible:ring-3 focus-visible:ring-ring',
        className,
      )}
    >
      <img src={brand.logo.src} alt="" width={36} height={36} className="size-9 rounded-md" />
      <span className={cn('whitespace-nowrap', nameClassName)}>{brand.displayName}</span>
    </Link>
  );
}
