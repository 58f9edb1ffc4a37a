import type { Mission } from '@lobbykit/platform/endpoints/lottery';
import { Field } from '@lobbykit/ui/field';
import { TrophyIcon } from '@lobbykit/ui/icons/trophy';
import { cn } from '@lobbykit/ui/lib/cn';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lobbykit/ui/select';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import type { Money } from '../money/use-money.ts';
import { missionAmount } from './mission-card.tsx';
import { useMissionLeaderboard } from './use-missions.ts';

/**
 * A mission's leaderboard: choose the mission, then rank, masked player, score and prize, the
 * member's own row highlighted; when they are outside the list, their own place is said below it.
 */
export function MissionLeaderboard({ missions, money }: { missions: readonly Mission[]; money: Money }) {
  const { t } = useTranslation('member-missions');
  const { tag } = useLanguage();
  const [chosen, setChosen] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useMissionLeaderboard(chosen);
  // Before a choice the board shown is the platform's first; it says which mission that is.
  const missionId = chosen ?? (data ? String(data.missionId) : String(missions[0]?.id ?? ''));
  const mission = missions.find((candidate) => String(candidate.id) === missionId);
  const cell = 'px-3 py-2';
  const amount = (cents: number) => money.format(cents);

  return (
    <section aria-labelledby="mission-board-heading" className="grid gap-3">
      <h3 id="mission-board-heading" className="text-base font-semibold">
        {t('board.heading')}
      </h3>
      <Field label={t('board.mission')}>
        {(control) => (
          <Select value={missionId} onValueChange={setChosen}>
            <SelectTrigger {...control} name="mission" className="sm:max-w-sm">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {missions.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      {isLoading || (!data && !error) ? (
        <LoadingRegion label={t('board.loading')} className="grid gap-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-9 w-full rounded-md" />
          ))}
        </LoadingRegion>
      ) : error || !data ? (
        <LoadError error={error} onRetry={() => mutate()} title={t('board.load_failed')} />
      ) : data.rows.length === 0 ? (
        <EmptyState icon={TrophyIcon} title={t('board.empty_title')} description={t('board.empty_text')} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card text-card-foreground">
          <table data-slot="mission-board" className="w-full text-sm">
            <caption className="sr-only">{t('board.caption', { title: mission?.title ?? '' })}</caption>
            <thead className="text-start text-xs text-muted-foreground">
              <tr>
                <th scope="col" className={cn(cell, 'text-start')}>
                  {t('board.rank')}
                </th>
                <th scope="col" className={cn(cell, 'text-start')}>
                  {t('board.player')}
                </th>
                <th scope="col" className={cn(cell, 'text-end')}>
                  {t('board.score')}
                </th>
                <th scope="col" className={cn(cell, 'text-end')}>
                  {t('board.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.rank}
                  data-self={row.self || undefined}
                  aria-current={row.self ? 'true' : undefined}
                  className={cn('border-t border-border', row.self && 'bg-primary/10 font-semibold')}
                >
                  <td className={cn(cell, 'tabular-nums')}>{row.rank}</td>
                  <td className={cell}>
                    {row.player}
                    {row.self && <span className="text-primary"> ({t('board.you')})</span>}
                  </td>
                  <td className={cn(cell, 'text-end tabular-nums')}>
                    {missionAmount({ kind: data.kind }, row.score, money, tag)}
                  </td>
                  <td className={cn(cell, 'text-end tabular-nums')}>
                    {row.reward > 0 ? amount(money.cents(row.reward)) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && !data.rows.some((row) => row.self) && (
        <p data-slot="own-rank" className="text-sm text-muted-foreground">
          {data.own.rank === null
            ? t('board.not_ranked')
            : t('board.own_rank', {
                rank: data.own.rank,
                score: missionAmount({ kind: data.kind }, data.own.score, money, tag),
              })}
        </p>
      )}
    </section>
  );
}
