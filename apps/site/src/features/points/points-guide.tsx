import { useTranslation } from 'react-i18next';
import { ArrowRightLeftIcon } from '@lobbykit/ui/icons/arrow-right-left';
import { CoinsIcon } from '@lobbykit/ui/icons/coins';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { InfinityIcon } from '@lobbykit/ui/icons/infinity';

const steps = [
  { id: 'earn', icon: CoinsIcon },
  { id: 'redeem', icon: GiftIcon },
  { id: 'convert', icon: ArrowRightLeftIcon },
  { id: 'keep', icon: InfinityIcon },
] as const;

/** How the points programme works, for everyone (the numbers themselves are member-only). */
export function PointsGuide() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="points-guide-title" className="flex flex-col gap-4">
      <h2 id="points-guide-title" className="text-xl font-semibold">
        {t('points.guide_title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ id, icon: Icon }) => (
          <li key={id} className="flex flex-col gap-2 rounded-xl bg-muted p-4">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <span className="font-semibold">{t(`points.guide.${id}_title`)}</span>
            <span className="text-sm text-muted-foreground">{t(`points.guide.${id}_text`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
