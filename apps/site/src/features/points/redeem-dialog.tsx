import { isPlatformError } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  WarningDialog,
} from '@lobbykit/ui/dialog';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { PasswordInput } from '@lobbykit/ui/password-input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon } from '@lobbykit/ui/icons/circle-check';
import { describeError } from '../page-kit/describe-error.ts';
import { formatNumber } from '../page-kit/format.ts';
import { checkRedeem, maxQuantity } from './redeem-form.ts';
import type { PointReward } from './reward-card.tsx';
import { redeemReward, refreshPoints } from './use-points.ts';

export interface RedeemDialogProps {
  reward: PointReward;
  points: number;
  onClose: () => void;
}

type Errors = Partial<Record<'quantity' | 'password', string>>;

/**
 * Confirms a redemption. The platform checks the member's password again before it spends points
 * (spec §7), so the form asks for it; a wrong one is reported at the field, anything else in a
 * warning, and what was typed stays.
 */
export function RedeemDialog({ reward, points, onClose }: RedeemDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const number = (value: number) => formatNumber(value, i18n.language);
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<{ referenceNo: string; points: number } | null>(null);
  const limits = { pointsRequired: reward.pointsRequired, stock: reward.stock, points };
  const max = maxQuantity(limits);
  const total = reward.pointsRequired * (Number(quantity) || 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problems = checkRedeem({ quantity, password }, limits);
    setErrors(
      Object.fromEntries(
        problems.map((problem) => [problem.field, t(`points.redeem_dialog.${problem.key}`, { max: number(max) })]),
      ),
    );
    if (problems.length > 0) return;
    setSubmitting(true);
    try {
      setResult(await redeemReward(reward.id, Number(quantity), password));
      setPassword('');
      void refreshPoints();
    } catch (error) {
      if (isPlatformError(error) && error.kind === 'invalid-credentials') {
        setErrors({ password: describeError(error, t) });
      } else {
        setFailure(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && !submitting && onClose()}>
        <DialogContent size="md" closeLabel={t('shared.close')} data-slot="redeem-dialog">
          {result ? (
            <div className="flex flex-col items-center gap-3 pt-2 text-center" role="status">
              <CircleCheckIcon aria-hidden="true" className="size-12 text-success" />
              <DialogHeader className="items-center">
                <DialogTitle>{t('points.redeem_dialog.success_title')}</DialogTitle>
                <DialogDescription>
                  {t('points.redeem_dialog.success_text', { name: reward.name, points: number(result.points) })}
                </DialogDescription>
              </DialogHeader>
              <p className="rounded-md bg-muted px-3 py-2 text-sm">
                {t('points.redeem_dialog.reference', { reference: result.referenceNo })}
              </p>
              <Button className="w-full sm:w-auto" onClick={onClose}>
                {t('points.redeem_dialog.done')}
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>{t('points.redeem_dialog.title', { name: reward.name })}</DialogTitle>
                <DialogDescription>{t('points.redeem_dialog.text')}</DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm">
                <dt className="text-muted-foreground">{t('points.redeem_dialog.your_points')}</dt>
                <dd className="text-end font-medium tabular-nums">{number(points)}</dd>
                <dt className="text-muted-foreground">{t('points.redeem_dialog.total')}</dt>
                <dd className="text-end font-semibold tabular-nums" aria-live="polite">
                  {t('points.points_value', { value: number(total) })}
                </dd>
              </dl>
              <Field
                label={t('points.redeem_dialog.quantity')}
                hint={t('points.redeem_dialog.quantity_hint', { max: number(max) })}
                error={errors.quantity}
                required
              >
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  value={quantity}
                  onChange={(event) => setQuantity(event.target.value)}
                />
              </Field>
              <Field
                label={t('points.redeem_dialog.password')}
                hint={t('points.redeem_dialog.password_hint')}
                error={errors.password}
                required
              >
                <PasswordInput
                  autoComplete="current-password"
                  showLabel={t('shared.show_password')}
                  hideLabel={t('shared.hide_password')}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field>
              <DialogFooter>
                <Button variant="outline" disabled={submitting} onClick={onClose}>
                  {t('shared.cancel')}
                </Button>
                <Button type="submit" loading={submitting}>
                  {t('points.redeem_dialog.confirm')}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
      <WarningDialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title={t('points.redeem_dialog.failed_title')}
        message={describeError(failure, t)}
        confirmLabel={t('shared.ok')}
      />
    </>
  );
}
