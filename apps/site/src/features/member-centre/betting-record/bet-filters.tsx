import { betStatuses, type BetStatus } from '@lobbykit/platform/endpoints/bets';
import { gameTypes } from '@lobbykit/platform/endpoints/games';
import { Field } from '@lobbykit/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lobbykit/ui/select';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips, type Choice } from '../../page-kit/choice-chips.tsx';
import { PeriodFilter, type usePeriod } from '../../page-kit/period-filter.tsx';
import { useVendorLanes } from '../../shell/nav/use-vendor-lanes.ts';

const ALL = 'all';

export interface BetFilterValues {
  gameType: string | null;
  vendor: string | null;
  status: BetStatus | null;
}

/** The vendors the member can pick: those of the chosen game type, or every vendor once. */
function useVendorChoices(gameType: string | null) {
  const { data: lanes } = useVendorLanes();
  return useMemo(() => {
    const vendors = new Map<string, string>();
    for (const lane of lanes ?? []) {
      for (const card of lane.cards) {
        if (gameType === null || card.gameType === gameType) vendors.set(card.vassalage, card.name);
      }
    }
    return [...vendors].map(([value, label]) => ({ value, label }));
  }, [lanes, gameType]);
}

/**
 * Period, game type, vendor and status; every change goes back to the first page (`onChange`).
 * `children` are filters of the page's own (the agent's username search), shown after the period.
 */
export function BetFilters({
  period,
  values,
  onChange,
  children,
}: {
  period: ReturnType<typeof usePeriod>;
  values: BetFilterValues;
  onChange: (values: BetFilterValues) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('member-bets');
  const vendors = useVendorChoices(values.gameType);
  const types: Choice<string>[] = [ALL, ...gameTypes].map((value) => ({
    value,
    label: value === ALL ? t('record.all') : t(`game_types.${value}`),
  }));
  const statuses: Choice<string>[] = [ALL, ...betStatuses].map((value) => ({
    value,
    label: value === ALL ? t('record.all') : t(`record.statuses.${value}`),
  }));
  const orNull = (value: string) => (value === ALL ? null : value);

  return (
    <section
      aria-label={t('record.filters')}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <PeriodFilter state={period} label={(key) => t(`record.${key}`)} onChange={() => onChange(values)} />
      {children}
      <ChoiceChips
        name="game-type"
        wrap
        label={t('record.game_type')}
        choices={types}
        selected={values.gameType ?? ALL}
        // A vendor of another game type would leave nothing to show: the vendor is cleared.
        onChoose={(value) => onChange({ ...values, gameType: orNull(value), vendor: null })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('record.vendor')}>
          {(control) => (
            <Select
              value={values.vendor ?? ALL}
              onValueChange={(value) => onChange({ ...values, vendor: orNull(value) })}
            >
              <SelectTrigger {...control} name="vendor">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('record.all_vendors')}</SelectItem>
                {vendors.map((vendor) => (
                  <SelectItem key={vendor.value} value={vendor.value}>
                    {vendor.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      </div>
      <ChoiceChips
        name="status"
        wrap
        label={t('record.status')}
        choices={statuses}
        selected={values.status ?? ALL}
        onChoose={(value) => onChange({ ...values, status: orNull(value) as BetStatus | null })}
      />
    </section>
  );
}
