import { contractPeriods } from '@lobbykit/platform/endpoints/rewards';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { useFormatRate } from './contract-terms.tsx';
import { readOffer, type OfferField } from './offer-terms.ts';
import type { ContractKind, OfferTerms } from './use-contracts.ts';

/** A downline that is not the member's, or already has a contract of the kind, is said at its field. */
const refusalPlaces: RefusalPlaces<OfferField> = {
  'operation-not-allowed': { field: 'downline' },
};

const blank = { downline: '', rate: '', activeMembers: '1', validBet: '0' };

/**
 * Offering terms to a direct downline (spec §2, §5): whom, the rate (never above the member's
 * own, `maxRate`), the active members and valid bet a period must reach, and the period.
 */
export function OfferForm({
  kind,
  maxRate,
  onOffer,
}: {
  kind: ContractKind;
  maxRate: number;
  onOffer: (terms: OfferTerms) => Promise<void>;
}) {
  const { t } = useTranslation(['agent-contracts', 'pages']);
  const formatRate = useFormatRate();
  const [period, setPeriod] = useState<OfferTerms['period']>(kind === 'dividend' ? 'semimonthly' : 'daily');
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm<OfferField>({
    initialValues: blank,
    validate: (values) => {
      const read = readOffer(values, period, maxRate);
      if ('terms' in read) return {};
      return Object.fromEntries(
        Object.entries(read.problems).map(([field, key]) => [
          field,
          t(`offer.errors.${key}`, { max: formatRate(maxRate) }),
        ]),
      );
    },
  });

  const submit = form.submitWith(
    async (values) => {
      setSent(null);
      const read = readOffer(values, period, maxRate);
      if (!('terms' in read)) return;
      await onOffer(read.terms);
      setSent(t('offer.sent', { name: read.terms.downline, rate: formatRate(read.terms.rate) }));
      (Object.keys(blank) as OfferField[]).forEach((field) => form.setValue(field, blank[field]));
    },
    (error) => placeRefusal(error, refusalPlaces, t),
  );

  const numberField = (name: Exclude<OfferField, 'downline'>, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={form.errors[name]}>
      <Input {...form.field(name)} inputMode="decimal" autoComplete="off" />
    </Field>
  );

  return (
    <section data-slot="offer-form" aria-labelledby="offer-title" className="grid min-w-0 grid-cols-1 gap-3">
      <h3 id="offer-title" className="text-base font-semibold">
        {t('offer.title')}
      </h3>
      {maxRate <= 0 ? (
        <p
          data-slot="offer-none"
          className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground"
        >
          {t('offer.none')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="offer-title"
          className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:grid-cols-2 sm:p-5"
        >
          <Field label={t('offer.downline')} hint={t('offer.downline_hint')} error={form.errors.downline}>
            <Input {...form.field('downline')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Field>
          {numberField('rate', t('offer.rate'), t('offer.rate_hint', { max: formatRate(maxRate) }))}
          {numberField('activeMembers', t('offer.active_members'), t('offer.active_members_hint'))}
          {numberField('validBet', t('offer.valid_bet'), t('offer.valid_bet_hint'))}
          <div className="min-w-0 sm:col-span-2">
            <ChoiceChips
              name="period"
              label={t('terms.period')}
              choices={contractPeriods.map((value) => ({ value, label: t(`periods.${value}`) }))}
              selected={period}
              onChoose={setPeriod}
            />
          </div>
          <div className="grid gap-3 sm:col-span-2">
            <FormAlert alert={form.alert} />
            <Button type="submit" disabled={form.pending} className="justify-self-start">
              {t('offer.submit')}
            </Button>
          </div>
        </form>
      )}
      {sent && (
        <p role="status" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
          {sent}
        </p>
      )}
    </section>
  );
}
