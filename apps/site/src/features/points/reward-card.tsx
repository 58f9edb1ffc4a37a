import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { LazyImage } from '@lobbykit/ui/lazy-image';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { formatNumber } from '../page-kit/format.ts';

export interface PointReward {
  id: string | number;
  name: string;
  /** None when the platform sent no safe picture: the card shows its placeholder. */
  imageUrl?: string | undefined;
  pointsRequired: number;
  amountRequired: number;
  redeemAmount: number;
  stock: number;
}

export interface RewardCardProps {
  reward: PointReward;
  /** The member's points; the card says so when they are not enough. */
  points: number | undefined;
  onRedeem: (reward: PointReward) => void;
}

/** One reward of the mall: picture, cost, value, stock and the redeem button. */
export function RewardCard({ reward, points, onRedeem }: RewardCardProps) {
  const { t, i18n } = useTranslation('pages');
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  const soldOut = reward.stock <= 0;
  const short = points !== undefined && points < reward.pointsRequired;
  const titleId = `reward-${reward.id}-name`;
  return (
    <li
      data-slot="reward-card"
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-muted p-3">
        {reward.imageUrl ? (
          <LazyImage
            src={reward.imageUrl}
            alt=""
            fit="contain"
            fallback={<GiftIcon aria-hidden="true" className="m-auto size-10 text-muted-foreground" />}
          />
        ) : (
          // No safe picture from the platform: the placeholder stands in.
          <div className="flex size-full">
            <GiftIcon aria-hidden="true" className="m-auto size-10 text-muted-foreground" />
          </div>
        )}
        {soldOut && (
          <Badge variant="secondary" className="absolute start-2 top-2 px-2">
            {t('points.sold_out')}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={titleId} className="font-semibold text-balance">
          {reward.name}
        </h3>
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{t('points.cost')}</dt>
            <dd className="font-semibold text-primary tabular-nums">
              {t('points.points_value', { value: number(reward.pointsRequired) })}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{t('points.value')}</dt>
            <dd className="tabular-nums">{number(reward.redeemAmount, 2)}</dd>
          </div>
          {reward.amountRequired > 0 && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t('points.turnover')}</dt>
              <dd className="tabular-nums">{number(reward.amountRequired, 2)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{t('points.stock')}</dt>
            <dd className="tabular-nums">{number(reward.stock)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-1.5">
          <Button
            disabled={soldOut || short}
            onClick={() => onRedeem(reward)}
            aria-describedby={short && !soldOut ? `${titleId}-short` : undefined}
          >
            {soldOut ? t('points.sold_out') : t('points.redeem')}
          </Button>
          {short && !soldOut && (
            <p id={`${titleId}-short`} className="text-center text-xs text-muted-foreground">
              {t('points.need_more', { value: number(reward.pointsRequired - (points ?? 0)) })}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
