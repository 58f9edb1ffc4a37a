import { isAgentType } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../../core/overlays.ts';
import { useCentreNavigation } from '../centres/centre-url.ts';
import { preloadOverlay } from '../../core/overlays.ts';
import { useSession } from '../../core/session.ts';
import { useSiteConfig } from '../../core/site-config.ts';
import { CalendarDaysIcon } from '@lobbykit/ui/icons/calendar-days';
import { ClockIcon } from '@lobbykit/ui/icons/clock';
import { HandshakeIcon } from '@lobbykit/ui/icons/handshake';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { PiggyBankIcon } from '@lobbykit/ui/icons/piggy-bank';
import { Share2Icon } from '@lobbykit/ui/icons/share-2';
import { UserPlusIcon } from '@lobbykit/ui/icons/user-plus';
import { UsersIcon } from '@lobbykit/ui/icons/users';
import { ZapIcon } from '@lobbykit/ui/icons/zap';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { offeredContracts, type ContractOffer } from './contract-offers.ts';

const contractIcons: Record<ContractOffer['id'], IconComponent> = {
  dividend: PiggyBankIcon,
  daily: CalendarDaysIcon,
  hourly: ClockIcon,
  realtime: ZapIcon,
};

const steps = [
  { id: 'register', icon: UserPlusIcon },
  { id: 'share', icon: Share2Icon },
  { id: 'team', icon: UsersIcon },
] as const;

/** The way in: registration for a guest, the agent centre for an agent, customer service otherwise. */
function JoinAction() {
  const { t } = useTranslation('pages');
  const { isSignedIn, accountType } = useSession();
  const centres = useCentreNavigation();
  const customerService = useSiteConfig().data?.customerServiceUrl;
  if (!isSignedIn) {
    return (
      <Button
        size="lg"
        onClick={() => openOverlay({ kind: 'register' })}
        onPointerEnter={() => preloadOverlay('register')}
        onFocus={() => preloadOverlay('register')}
      >
        {t('join.cta')}
      </Button>
    );
  }
  if (isAgentType(accountType)) {
    return (
      <Button size="lg" onClick={() => centres.open('agent')}>
        {t('join.open_agent_centre')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm">{t('join.member_text')}</p>
      {customerService && (
        <Button asChild size="lg">
          <a href={customerService} target="_blank" rel="noopener noreferrer">
            {t('shared.contact_support')}
          </a>
        </Button>
      )}
    </div>
  );
}

function ContractCards() {
  const { t } = useTranslation('pages');
  const { data, error, isLoading, mutate } = useSiteConfig();
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
  if (isLoading) {
    return (
      <LoadingRegion label={t('join.loading')} className={grid}>
        {[0, 1, 2, 3].map((card) => (
          <span key={card} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
            <Skeleton className="size-10" />
            <Skeleton variant="text" className="w-2/3" />
            <Skeleton variant="text" className="h-3" />
            <Skeleton variant="text" className="h-3 w-4/5" />
          </span>
        ))}
      </LoadingRegion>
    );
  }
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('join.load_failed')} />;
  const offers = offeredContracts(data.features);
  if (offers.length === 0)
    return (
      <EmptyState icon={HandshakeIcon} title={t('join.no_contracts_title')} description={t('join.no_contracts_text')} />
    );
  return (
    <ul className={grid}>
      {offers.map((offer) => {
        const Icon = contractIcons[offer.id];
        return (
          <li
            key={offer.id}
            data-contract={offer.id}
            className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
          >
            <span
              aria-hidden="true"
              className="mb-1 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="font-semibold">{t(`join.contracts.${offer.id}_title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`join.contracts.${offer.id}_text`)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** /join: the affiliate programme: what agents earn, how it works, and the way in. */
export default function JoinScreen() {
  const { t } = useTranslation('pages');
  return (
    <ScreenFrame screen="join" title={t('join.title')} description={t('join.lead')} actions={<JoinAction />}>
      <section aria-labelledby="join-contracts-title" className="flex flex-col gap-4">
        <h2 id="join-contracts-title" className="text-xl font-semibold">
          {t('join.contracts_title')}
        </h2>
        <ContractCards />
      </section>

      <section aria-labelledby="join-steps-title" className="flex flex-col gap-4">
        <h2 id="join-steps-title" className="text-xl font-semibold">
          {t('join.steps_title')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map(({ id, icon: Icon }, index) => (
            <li key={id} className="flex gap-3 rounded-xl bg-muted p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
              >
                <Icon className="size-4" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold">
                  {t('join.step_label', { step: index + 1, title: t(`join.steps.${id}_title`) })}
                </span>
                <span className="text-sm text-muted-foreground">{t(`join.steps.${id}_text`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="flex flex-col items-start gap-4 rounded-xl bg-primary p-6 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold">{t('join.closing_title')}</h2>
          <p className="text-sm">{t('join.closing_text')}</p>
        </div>
        <ClosingAction />
      </section>
    </ScreenFrame>
  );
}

/** The closing banner repeats the call to action for guests only; members already saw theirs. */
function ClosingAction() {
  const { t } = useTranslation('pages');
  const { isSignedIn } = useSession();
  if (isSignedIn) return null;
  return (
    <Button size="lg" variant="secondary" onClick={() => openOverlay({ kind: 'register' })}>
      {t('join.cta')}
    </Button>
  );
}
