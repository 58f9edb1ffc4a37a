import { cn } from '@lobbykit/ui/lib/cn';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { runGated } from '../../../core/action-gate.ts';
import { useMemberInfo } from '../../../core/member/member-info.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { useCentreNavigation } from '../../centres/centre-url.ts';
import { CrownIcon } from '@lobbykit/ui/icons/crown';
import { FacebookIcon } from '@lobbykit/ui/icons/facebook';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { HeadsetIcon } from '@lobbykit/ui/icons/headset';
import { TelegramIcon } from '@lobbykit/ui/icons/telegram';
import { UserPlusIcon } from '@lobbykit/ui/icons/user-plus';
import { YoutubeIcon } from '@lobbykit/ui/icons/youtube';
import { customerServiceLevel, referralEnabled, socialLinks, type SocialNetwork } from './shortcuts.ts';
import { useCustomerService } from './use-customer-service.tsx';

const socialIcons: Record<SocialNetwork, ReactElement> = {
  FACEBOOK: <FacebookIcon />,
  YOUTUBE: <YoutubeIcon />,
  TELEGRAM: <TelegramIcon />,
};

const socialLabels = { FACEBOOK: 'side.facebook', YOUTUBE: 'side.youtube', TELEGRAM: 'side.telegram' } as const;

const itemClasses = [
  'group relative flex flex-col items-center gap-1 rounded-full text-foreground outline-none',
  '[&_svg]:size-5',
].join(' ');

const iconClasses = [
  'flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground transition-colors',
  'group-hover:bg-primary group-hover:text-primary-foreground',
  'group-focus-visible:ring-3 group-focus-visible:ring-ring group-focus-visible:ring-offset-2 group-focus-visible:ring-offset-background',
].join(' ');

/**
 * Under the icon on phones, as wide as its longest word and never narrower than the icon row's
 * 3.5rem (a long single word, "Kundenservice", widens it rather than spilling over); a tooltip
 * beside it on larger screens, on hover and keyboard focus.
 */
const captionClasses = [
  'w-min min-w-14 text-center text-[0.6875rem] leading-tight text-muted-foreground',
  'md:pointer-events-none md:absolute md:end-full md:top-1/2 md:me-3 md:w-auto md:-translate-y-1/2 md:whitespace-nowrap',
  'md:rounded-md md:border md:border-border/40 md:bg-popover md:px-2.5 md:py-1.5 md:text-xs md:text-popover-foreground md:shadow-md',
  'motion-reduce:transition-none md:opacity-0 md:transition-opacity md:group-hover:opacity-100 md:group-focus-visible:opacity-100',
].join(' ');

function Caption({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className={captionClasses}>
      {children}
    </span>
  );
}

/**
 * The right-hand shortcuts (spec §2 Side bar): social pages that exist, promotions, customer
 * service (VIP service for rank levels above 4) and friend referral. From md up a rail in its own
 * column that stays in view while the page scrolls; a row above the footer on phones.
 */
export function SideBar() {
  const { t } = useTranslation('shell');
  const centres = useCentreNavigation();
  const { data: config } = useSiteConfig();
  const { data: member } = useMemberInfo();
  const service = useCustomerService(config?.customerServiceUrl);
  const vip = customerServiceLevel(member?.clubLabel?.rankLevel) === 'vip';
  const serviceLabel = t(vip ? 'side.vip_service' : 'side.customer_service');

  return (
    <aside
      aria-label={t('side.label')}
      data-slot="side-bar"
      className={cn(
        'mx-auto w-full max-w-7xl px-3 pt-8 sm:px-6',
        'md:mx-0 md:w-auto md:shrink-0 md:ps-0 md:pe-3 md:pt-4',
      )}
    >
      <ul className="flex flex-wrap justify-center gap-x-0.5 gap-y-3 md:sticky md:top-[calc(50dvh-10rem)] md:z-20 md:flex-col md:gap-2 md:rounded-full md:border md:border-border/40 md:bg-card md:p-1.5 md:shadow-lg">
        {socialLinks(config?.resources ?? []).map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(socialLabels[network])}
              data-shortcut={network.toLowerCase()}
              className={itemClasses}
            >
              <span className={iconClasses}>{socialIcons[network]}</span>
              <Caption>{t(socialLabels[network])}</Caption>
            </a>
          </li>
        ))}
        <li>
          <Link href="/promotions" aria-label={t('side.promotions')} data-shortcut="promotions" className={itemClasses}>
            <span className={iconClasses}>
              <GiftIcon />
            </span>
            <Caption>{t('side.promotions')}</Caption>
          </Link>
        </li>
        {config?.customerServiceUrl && (
          <li>
            <button
              type="button"
              aria-label={serviceLabel}
              data-shortcut={vip ? 'vip-service' : 'customer-service'}
              onClick={service.open}
              className={cn(itemClasses, 'cursor-pointer')}
            >
              <span className={iconClasses}>{vip ? <CrownIcon /> : <HeadsetIcon />}</span>
              <Caption>{serviceLabel}</Caption>
            </button>
          </li>
        )}
        {referralEnabled(config?.register) && (
          <li>
            <button
              type="button"
              aria-label={t('side.referral')}
              data-shortcut="referral"
              onClick={() => runGated(() => centres.open('member', 'referral'))}
              className={cn(itemClasses, 'cursor-pointer')}
            >
              <span className={iconClasses}>
                <UserPlusIcon />
              </span>
              <Caption>{t('side.referral')}</Caption>
            </button>
          </li>
        )}
      </ul>
      {service.notice}
    </aside>
  );
}
