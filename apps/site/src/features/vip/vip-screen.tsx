import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../core/member/member-info.ts';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { VipLevelCard } from './vip-level-card.tsx';
import { levelForClub, vipLevels } from './vip-levels.ts';
import { VipStatus } from './vip-status.tsx';

const steps = ['play', 'climb', 'enjoy'] as const;

/** /vip: the VIP programme, its levels and benefits, and where the member stands. */
export default function VipScreen() {
  const { t } = useTranslation('pages');
  const { data: member } = useMemberInfo();
  const current = levelForClub(member?.clubLabel);

  return (
    <ScreenFrame screen="vip" title={t('vip.title')} description={t('vip.lead')}>
      <VipStatus />

      <section aria-labelledby="vip-levels-title" className="flex flex-col gap-4">
        <h2 id="vip-levels-title" className="text-xl font-semibold">
          {t('vip.levels_title')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {vipLevels.map((level) => (
            <VipLevelCard key={level.id} level={level} current={level === current} />
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">{t('vip.levels_note')}</p>
      </section>

      <section aria-labelledby="vip-how-title" className="flex flex-col gap-4">
        <h2 id="vip-how-title" className="text-xl font-semibold">
          {t('vip.how_title')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-xl bg-muted p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold">{t(`vip.steps.${step}_title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`vip.steps.${step}_text`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </ScreenFrame>
  );
}
