import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { AwardIcon } from '@lobbykit/ui/icons/award';
import { CrownIcon } from '@lobbykit/ui/icons/crown';
import { GemIcon } from '@lobbykit/ui/icons/gem';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { MedalIcon } from '@lobbykit/ui/icons/medal';
import { StarIcon } from '@lobbykit/ui/icons/star';
import { formatNumber } from '../page-kit/format.ts';
import type { VipLevel } from './vip-levels.ts';

export const levelIcons: Record<VipLevel['id'], IconComponent> = {
  bronze: MedalIcon,
  silver: AwardIcon,
  gold: StarIcon,
  platinum: GemIcon,
  diamond: CrownIcon,
};

/** One level of the programme: what it takes and what it brings; the member's own is marked. */
export function VipLevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const { t, i18n } = useTranslation('pages');
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  const Icon = levelIcons[level.id];
  const benefits: [string, string][] = [
    [t('vip.benefit.monthly_gift'), level.monthlyGift ? number(level.monthlyGift) : t('vip.benefit.none')],
    [t('vip.benefit.birthday_bonus'), number(level.birthdayBonus)],
    [t('vip.benefit.rebate'), t('vip.benefit.percent', { value: number(level.rebatePercent, 1) })],
    [
      t('vip.benefit.withdrawals'),
      level.withdrawalsPerDay === null ? t('vip.benefit.unlimited') : number(level.withdrawalsPerDay),
    ],
    [t('vip.benefit.service'), level.vipService ? t('vip.benefit.service_vip') : t('vip.benefit.service_chat')],
  ];
  return (
    <li
      data-slot="vip-level"
      data-level={level.id}
      data-current={current || undefined}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm',
        current && 'border-primary ring-2 ring-primary',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 items-center justify-center rounded-full',
            current ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className="size-5" />
        </span>
        {current && (
          <Badge variant="primary" className="px-2">
            {t('vip.your_level')}
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold">{t(`vip.levels.${level.id}`)}</h3>
        <p className="text-sm text-muted-foreground">
          {level.turnover === 0 ? t('vip.requirement_first') : t('vip.requirement', { amount: number(level.turnover) })}
        </p>
      </div>
      <dl className="grid gap-2 border-t border-border pt-4 text-sm">
        {benefits.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
