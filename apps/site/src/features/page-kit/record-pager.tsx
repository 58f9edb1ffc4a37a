import { Pagination } from '@lobbykit/ui/pagination';
import { useTranslation } from 'react-i18next';
import { pageKitNamespace } from './namespace.ts';

/**
 * A record page's pager (spec §9: page range 3, margin pages 1, the Pagination's defaults), in the
 * shared words of the `pages` namespace; nothing when everything fits on one page. `pageLabel`
 * names a page button in the page's own words ("Page 2"); without it the Pagination's own.
 */
export function RecordPager({
  page,
  pageCount,
  onPage,
  pageLabel,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  pageLabel?: (page: number) => string;
}) {
  const { t } = useTranslation(pageKitNamespace);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPage}
      label={t('shared.pagination')}
      previousLabel={t('shared.previous')}
      nextLabel={t('shared.next')}
      pageLabel={pageLabel}
    />
  );
}
