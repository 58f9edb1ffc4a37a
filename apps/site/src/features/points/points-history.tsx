import { Badge } from '@lobbykit/ui/badge';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryIcon } from '@lobbykit/ui/icons/history';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';
import { formatDateTime, formatNumber } from '../page-kit/format.ts';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { RecordPager } from '../page-kit/record-pager.tsx';
import { usePointTransactions, useRedeemRecords } from './use-points.ts';

const statusVariant = { approved: 'success', rejected: 'destructive', processing: 'warning' } as const;

function RowsSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="flex flex-col gap-2">
      {[0, 1, 2].map((row) => (
        <span key={row} className="flex items-center justify-between gap-4 rounded-lg border border-border bg-card p-4">
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton variant="text" className="w-1/2" />
            <Skeleton variant="text" className="h-3 w-40" />
          </span>
          <Skeleton variant="text" className="w-16" />
        </span>
      ))}
    </LoadingRegion>
  );
}

function Row({ title, meta, end }: { title: ReactNode; meta: ReactNode; end: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium break-words">{title}</span>
        <span className="text-xs text-muted-foreground">{meta}</span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-sm tabular-nums">{end}</div>
    </li>
  );
}

/** Spec §2 "redeem history": each redemption with its reference and status. */
export function RedeemHistory() {
  const { t, i18n } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useRedeemRecords(page);
  if (isLoading) return <RowsSkeleton label={t('points.loading_history')} />;
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('points.history_failed')} />;
  if (data.list.length === 0)
    return (
      <EmptyState
        icon={HistoryIcon}
        title={t('points.history_empty_title')}
        description={t('points.history_empty_text')}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2">
        {data.list.map((record) => (
          <Row
            key={record.referenceNo}
            title={t('points.history_item', { name: record.name, quantity: record.quantity })}
            meta={`${formatDateTime(record.appliedAt)} · ${record.referenceNo}`}
            end={
              <>
                <span>{t('points.points_value', { value: formatNumber(-record.points || 0, i18n.language) })}</span>
                <Badge
                  variant={statusVariant[record.status as keyof typeof statusVariant] ?? 'secondary'}
                  className="px-2"
                >
                  {t(`points.status.${record.status}`, { defaultValue: record.status })}
                </Badge>
              </>
            }
          />
        ))}
      </ul>
      <RecordPager page={page} pageCount={data.totalPages} onPage={setPage} />
    </div>
  );
}

/** Spec §2 "points details": every change to the member's points. */
export function PointsDetails() {
  const { t, i18n } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = usePointTransactions(page);
  if (isLoading) return <RowsSkeleton label={t('points.loading_details')} />;
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('points.details_failed')} />;
  if (data.list.length === 0)
    return (
      <EmptyState
        icon={ReceiptTextIcon}
        title={t('points.details_empty_title')}
        description={t('points.details_empty_text')}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2">
        {data.list.map((entry, index) => (
          <Row
            key={`${entry.time}-${index}`}
            title={entry.remark || t('points.details_change')}
            meta={formatDateTime(entry.time)}
            end={
              <>
                <span className={entry.changedPoints < 0 ? 'font-semibold' : 'font-semibold text-success'}>
                  {entry.changedPoints > 0 ? '+' : ''}
                  {formatNumber(entry.changedPoints, i18n.language)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('points.details_balance', { value: formatNumber(entry.pointsBalance, i18n.language) })}
                </span>
              </>
            }
          />
        ))}
      </ul>
      <RecordPager page={page} pageCount={data.totalPages} onPage={setPage} />
    </div>
  );
}
