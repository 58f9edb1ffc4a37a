import { cn } from '@lobbykit/ui/lib/cn';
import { buttonVariants } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from './promotion-period.tsx';

export interface CategoryFilterProps {
  categories: readonly string[];
  /** The chosen category, or null for all. */
  value: string | null;
  onChange: (category: string | null) => void;
}

/** Toggle buttons for the promotion categories, "All" first; scrolls sideways on a phone. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('pages');
  const categoryLabel = useCategoryLabel();
  const options: [string | null, string][] = [
    [null, t('promotions.all')],
    ...categories.map((c) => [c, categoryLabel(c)] as [string, string]),
  ];
  return (
    <div
      role="group"
      aria-label={t('promotions.filter_label')}
      data-slot="category-filter"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map(([category, label]) => {
        const active = category === value;
        return (
          <button
            key={category ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={cn(buttonVariants({ variant: active ? 'primary' : 'outline', size: 'sm' }), 'rounded-full')}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
