import { formatMoney } from '@lobbykit/ui/lib/format-money';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { ChoiceChips, type Choice } from '../page-kit/choice-chips.tsx';
import { LobbySearch } from './lobby-search.tsx';
import {
  chooseClassification,
  chooseMinBet,
  minBetOptions,
  submitSearch,
  type Classification,
  type LobbyState,
  type MinBet,
} from './lobby-state.ts';

export interface LobbyFiltersProps {
  state: LobbyState;
  /** The classifications the page offers (none but on RNG). */
  classifications: readonly Classification[];
  /** Receives the next state; the same object back means nothing changed. */
  onChange: (next: LobbyState) => void;
}

/** The decimals a minimum bet is written with: 0.1, not 0.10. */
const decimals = (value: number) => String(value).split('.')[1]?.length ?? 0;

/** Search by name, minimum bet and, on RNG, the game type (spec §2, §5). */
export const LobbyFilters = memo(function LobbyFilters({ state, classifications, onChange }: LobbyFiltersProps) {
  const { t } = useTranslation('lobby');
  const { tag } = useLanguage();
  // formatMoney, not Intl: the server's page carries its formats, so hydrating needs no Intl.
  const minBets = useMemo<Choice<MinBet | null>[]>(
    () => [
      { value: null, label: t('min_bet.all') },
      ...minBetOptions.map((value) => ({
        value,
        label: formatMoney(value, { locale: tag, fractionDigits: decimals(value) }),
      })),
    ],
    [t, tag],
  );
  const types = useMemo<Choice<Classification | null>[]>(
    () => [
      { value: null, label: t('classification.all') },
      ...classifications.map((value) => ({ value, label: t(`classification.${value}`) })),
    ],
    [t, classifications],
  );
  const onSearch = useCallback((text: string) => onChange(submitSearch(state, text)), [onChange, state]);
  const onMinBet = useCallback((value: MinBet | null) => onChange(chooseMinBet(state, value)), [onChange, state]);
  const onType = useCallback(
    (value: Classification | null) => onChange(chooseClassification(state, value)),
    [onChange, state],
  );

  return (
    <div
      data-slot="lobby-filters"
      className="flex flex-col gap-3 rounded-xl border border-border/40 bg-card p-3 text-card-foreground shadow-sm sm:p-4"
    >
      <LobbySearch value={state.search} onSearch={onSearch} />
      <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:gap-6">
        <ChoiceChips
          name="minBet"
          label={t('min_bet.label')}
          choices={minBets}
          selected={state.minBet}
          onChoose={onMinBet}
        />
        {classifications.length > 0 && (
          <ChoiceChips
            name="classification"
            label={t('classification.label')}
            choices={types}
            selected={state.classification}
            onChoose={onType}
          />
        )}
      </div>
    </div>
  );
});
