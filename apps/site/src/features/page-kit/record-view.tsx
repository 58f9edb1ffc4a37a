import type { ReactNode } from 'react';
import { LoadError, LoadingRegion, showsPreviousAnswer } from './query-states.tsx';
import { RecordPager } from './record-pager.tsx';

/** What a record page's SWR hook answers (one page of a paged record). */
export interface RecordQuery<Data> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** A record's own words for its states, whatever it lists. */
export interface RecordStateLabels {
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyDescription: string;
}

/** What a page gives a shared record view (the bet record's, the ledger's): its query, words and page. */
export interface RecordViewProps<Data, Labels extends RecordStateLabels = RecordStateLabels> {
  query: RecordQuery<Data>;
  labels: Labels;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The states of one page of a paged record, shared by the member's and the agent's record pages:
 * a skeleton until the first answer, the load error with Retry instead of a blank page, then the
 * record (`children`, told whether the page before is still shown while the next loads, so it can
 * dim it), a load error under it when a later answer fails, and the pager.
 */
export function RecordView<Data extends { totalPages: number }>({
  query,
  labels,
  skeleton,
  page,
  onPage,
  children,
}: {
  query: RecordQuery<Data>;
  labels: { loading: string; loadFailed: string; page: (page: number) => string };
  skeleton: ReactNode;
  page: number;
  onPage: (page: number) => void;
  children: (data: Data, updating: boolean) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = query;
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={labels.loadFailed} />;
    return <LoadingRegion label={labels.loading}>{skeleton}</LoadingRegion>;
  }
  // The page before stays while the next loads (keepPreviousData), marked busy.
  const updating = showsPreviousAnswer({ data, isLoading });
  return (
    <div className="grid min-w-0 gap-4" aria-busy={updating || undefined}>
      {children(data, updating)}
      {error ? <LoadError error={error} onRetry={() => mutate()} title={labels.loadFailed} /> : null}
      <RecordPager page={page} pageCount={data.totalPages} onPage={onPage} pageLabel={labels.page} />
    </div>
  );
}
