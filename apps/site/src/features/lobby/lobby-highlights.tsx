import { Button } from '@lobbykit/ui/button';
import { JackpotCounter } from '@lobbykit/ui/jackpot-counter';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { WinnerMarquee } from '@lobbykit/ui/winner-marquee';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useWinnerBoard } from '../home/use-winner-board.ts';
import { describeError } from '../page-kit/describe-error.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { jackpotPoolAt } from './jackpot-pool.ts';

const jackpotPoolKey = 'jackpotPool';
const readJackpotPool = () => jackpotPoolAt(Date.now());
/** Read once: the counter grows the figure from there. */
const fixedAnswer = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

/** The jackpot pool, counting up (spec §2: the electronic game pages carry a jackpot item). */
export const LobbyJackpot = memo(function LobbyJackpot() {
  const { t } = useTranslation('lobby');
  const { tag } = useLanguage();
  // Read through SWR so a server-drawn page carries the figure it was drawn with: the browser then
  // hydrates the same figure and the counter carries on from it.
  const { data: pool } = useSWR(jackpotPoolKey, readJackpotPool, fixedAnswer);
  if (pool === undefined) return <Skeleton className="h-8 w-48" />;
  return <JackpotCounter variant="inline" size="md" value={pool} label={t('jackpot.label')} locale={tag} />;
});

/** The winner board's marquee (spec §2: step 0.5, the latest 20), one row above the games. */
export const LobbyWinners = memo(function LobbyWinners() {
  const { t } = useTranslation('lobby');
  const { tag } = useLanguage();
  const { data, error, isValidating, mutate } = useWinnerBoard();
  const winners = useMemo(() => data?.list.map((entry) => entry.vo) ?? [], [data]);
  if (error && !data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-border/40 bg-card px-4 py-2 text-sm text-card-foreground"
      >
        <span className="flex-1">
          {t('winners.failed')} {describeError(error, t)}
        </span>
        <Button variant="outline" size="sm" loading={isValidating} onClick={() => void mutate()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!data) return <Skeleton aria-hidden="true" className="h-12 w-full rounded-xl" />;
  // No winners yet: nothing to celebrate, and an empty ticker would only take room from the games.
  if (winners.length === 0) return null;
  return <WinnerMarquee orientation="horizontal" winners={winners} label={t('winners.label')} locale={tag} />;
});
