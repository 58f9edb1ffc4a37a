import { isPlatformError } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { formatMoney } from '@lobbykit/ui/lib/format-money';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '@lobbykit/ui/icons/trophy';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { useWinnerBoard } from './use-winner-board.ts';
import { WinnersSection, WinnersSkeleton } from './winners-section.tsx';

/** Spec §1 "latest winners list": who won what, in which game, newest first. */
export function LatestWinners() {
  const { t } = useTranslation('shell');
  const { tag } = useLanguage();
  const { data, error, isLoading, isValidating, mutate } = useWinnerBoard();
  const winners = data?.list.map((entry) => entry.vo) ?? [];

  let body;
  if (error && !data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-border/40 bg-card p-4">
        <p className="flex-1 text-sm">
          {t('home.winners_failed')} {t(isPlatformError(error) ? error.i18nKey : 'errors.unknown', { ns: 'common' })}
        </p>
        <Button variant="outline" size="sm" loading={isValidating} onClick={() => void mutate()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (isLoading || !data) {
    body = <WinnersSkeleton />;
  } else if (winners.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('home.winners_empty')}</p>;
  } else {
    body = (
      <ol data-slot="winner-list" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {winners.map((winner, index) => (
          <li
            key={`${winner.player}-${winner.gameName}-${index}`}
            className="flex items-center gap-3 rounded-lg border border-border/30 bg-card p-3 text-card-foreground"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <TrophyIcon />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{winner.player}</span>
              <span className="truncate text-xs text-muted-foreground">{winner.gameName}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold text-success tabular-nums">
              <span className="sr-only">{t('home.won')} </span>
              {formatMoney(winner.prize, { locale: tag })}
            </span>
          </li>
        ))}
      </ol>
    );
  }

  return <WinnersSection busy={isLoading}>{body}</WinnersSection>;
}
