import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { getPaginationItems } from './pagination-range.ts';
import { ChevronLeftIcon } from '../../icons/chevron-left.ts';
import { ChevronRightIcon } from '../../icons/chevron-right.ts';

export { getPaginationItems, type PaginationItem, type PaginationRangeOptions } from './pagination-range.ts';

/** Sizes every button in the strip; md shrinks on phones so nine items fit on one line at 375 px. */
export const paginationVariants = cva('', {
  variants: {
    size: {
      sm: 'h-8 min-w-8 text-sm',
      md: 'h-8 min-w-8 text-sm sm:h-9 sm:min-w-9',
    },
  },
  defaultVariants: { size: 'md' },
});

export type PaginationProps = Omit<ComponentPropsWithRef<'nav'>, 'onChange'> &
  VariantProps<typeof paginationVariants> & {
    /** The current page, counted from 1. */
    page: number;
    pageCount: number;
    onPageChange: (page: number) => void;
    /** Accessible name of the navigation ("Pages of results"). */
    label: string;
    previousLabel: string;
    nextLabel: string;
    /** Accessible name of a page button, e.g. (5) => "Page 5"; the bare number otherwise. */
    pageLabel?: (page: number) => string;
    /** Pages shown around the current one (spec default 3). */
    pageRange?: number;
    /** Pages always shown at each end (spec default 1). */
    marginPages?: number;
  };

/** Page buttons with previous/next; renders nothing when there is only one page. */
export function Pagination({
  className,
  size,
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  pageRange = 3,
  marginPages = 1,
  ...props
}: PaginationProps) {
  const items = getPaginationItems({ page, pageCount, pageRange, marginPages });
  if (items.length < 2) return null;
  const lastPage = Math.floor(pageCount);
  const current = Math.min(lastPage, Math.max(1, Math.floor(page)));
  const buttonClass = paginationVariants({ size });
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  return (
    <nav data-slot="pagination" data-size={size ?? 'md'} aria-label={label} className={className} {...props}>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <Button
            data-slot="pagination-previous"
            variant="ghost"
            className={cn(buttonClass, 'px-2 sm:px-3')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
            <span className="max-sm:sr-only">{previousLabel}</span>
          </Button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li
              key={`ellipsis-${item.key}`}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="flex min-w-5 items-center justify-center text-muted-foreground"
            >
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                data-slot="pagination-page"
                variant={item.page === current ? 'primary' : 'ghost'}
                className={cn(buttonClass, 'px-1.5 tabular-nums sm:px-2')}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={pageLabel?.(item.page)}
                onClick={() => go(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            data-slot="pagination-next"
            variant="ghost"
            className={cn(buttonClass, 'px-2 sm:px-3')}
            disabled={current >= lastPage}
            onClick={() => go(current + 1)}
          >
            <span className="max-sm:sr-only">{nextLabel}</span>
            <ChevronRightIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
