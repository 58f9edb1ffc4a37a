import type { RebateLine } from '@lobbykit/platform/endpoints/rebates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import type { Money } from '../money/use-money.ts';

interface RebateLinesProps {
  lines: readonly RebateLine[];
  money: Money;
}

/** A game type in the betting record's words ("Slots"), its code when the words have none. */
export function useGameTypeLabel() {
  const { t } = useTranslation('member-bets');
  return (gameType: string) => t(`game_types.${gameType}`, { defaultValue: gameType });
}

/** A rate in percent as the member's language writes it: "0.8%". */
export function useRate() {
  const { tag } = useLanguage();
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return (rate: number) => percent.format(rate / 100);
}

/**
 * Turnover, rate and rebate per game type (the total is the claim box's): cards on a phone, a table where the
 * centre's panel is wide enough (a container query). Only one of the two is displayed, so
 * assistive technology meets the figures once.
 */
export function RebateLines(props: RebateLinesProps) {
  return (
    <>
      <RebateCards {...props} />
      <RebateTable {...props} />
    </>
  );
}

function RebateCards({ lines, money }: RebateLinesProps) {
  const { t } = useTranslation('member-rebate');
  const gameType = useGameTypeLabel();
  const rate = useRate();
  return (
    <ul
      data-slot="rebate-cards"
      aria-label={t('earned.table')}
      className="divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground @md:hidden"
    >
      {lines.map((line) => (
        <li key={line.gameType} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3">
          <span className="min-w-0 truncate font-medium">{gameType(line.gameType)}</span>
          <span className="text-end font-semibold tabular-nums">{money.format(money.cents(line.rebate))}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {t('earned.columns.turnover')} {money.format(money.cents(line.turnover))}
          </span>
          <span className="text-end text-xs text-muted-foreground tabular-nums">
            {t('earned.rate_of', { rate: rate(line.rate) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RebateTable({ lines, money }: RebateLinesProps) {
  const { t } = useTranslation('member-rebate');
  const gameType = useGameTypeLabel();
  const rate = useRate();
  const head = 'px-3 py-2 text-xs font-medium whitespace-nowrap text-muted-foreground';
  const cell = 'px-3 py-2 text-end whitespace-nowrap tabular-nums';
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border bg-card text-card-foreground @md:block">
      <table data-slot="rebate-table" className="w-full text-sm">
        <caption className="sr-only">{t('earned.table')}</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={`${head} text-start`}>
              {t('earned.columns.game_type')}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t('earned.columns.turnover')}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t('earned.columns.rate')}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t('earned.columns.rebate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {lines.map((line) => (
            <tr key={line.gameType}>
              <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                {gameType(line.gameType)}
              </th>
              <td className={cell}>{money.format(money.cents(line.turnover))}</td>
              <td className={cell}>{rate(line.rate)}</td>
              <td className={cell}>{money.format(money.cents(line.rebate))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
