import { SidePanel, type SidePanelEntry } from '@lobbykit/ui/side-panel';
import { WarningDialog } from '@lobbykit/ui/dialog';
import i18next from 'i18next';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetSignInDestination, returnHereAfterSignIn } from '../../core/after-sign-in.ts';
import { ErrorBoundary } from '../../core/error-boundary.tsx';
import { lazyComponent, lazySection, type Section } from '../../core/lazy-parts.tsx';
import { useMemberInfo } from '../../core/member/member-info.ts';
import { openOverlay, overlayStore } from '../../core/overlays.ts';
import { preloadPlatformArea } from '../../core/platform/call-platform.ts';
import { sessionStore, useSession } from '../../core/session.ts';
import { useSiteConfig } from '../../core/site-config.ts';
import { useCentreBadges } from './centre-badges.ts';
import { agentCentreAccess, memberCentreAccess, type CentreAccess } from './centre-access.ts';
import { pageKitNamespace } from '../page-kit/namespace.ts';
import { LoadError } from '../page-kit/query-states.tsx';
import { findPage, menuPages, pagesOffered, pageToShow, type CentreFacts, type CentrePage } from './centre-registry.ts';
import { useCentreNavigation, type CentreKind, type CentreLocation } from './centre-url.ts';

const noFeatures: ReadonlySet<string> = new Set();

/**
 * Each page's code, strings and endpoint tables arrive together, so it draws once, in its own words,
 * and its first read leaves as it draws. The page kit's
 * strings (loading, load failure and empty states, the pager) come with every page: opened from a
 * screen that has not read them yet, a page would otherwise ask for them only once it renders.
 */
const sections = new Map<string, Section>();

function sectionOf(page: CentrePage): Section {
  let section = sections.get(page.key);
  if (!section) {
    const namespaces = [page.namespace, ...(page.sharedNamespaces ?? []), pageKitNamespace];
    section = lazySection(() =>
      Promise.all([
        page.load(),
        i18next.loadNamespaces(namespaces),
        ...page.platformAreas.map(preloadPlatformArea),
      ]).then(([module]) => module),
    );
    sections.set(page.key, section);
  }
  return section;
}

/** The agent centre's notice of contract requests awaiting an answer, with its strings. */
const ContractRequestsNotice = lazyComponent(() =>
  Promise.all([
    import('../agent-centre/contract-requests/requests-notice.tsx'),
    i18next.loadNamespaces(['agent-contracts']),
  ]).then(([module]) => module),
);

/**
 * How long a press on a menu entry may wait for the page's code and strings before the page is
 * switched anyway (showing its loading line). Shown before they are in, a page waits out React's
 * reveal throttle (300 ms) after they arrive, and only then asks for its data: a press on a phone,
 * where no hover loaded the page first, took 410–480 ms to a painted page, most of it that wait.
 */
const switchWaitMs = 300;

/** Switches once the page can draw at once, or after switchWaitMs, whichever comes first. */
function whenReady(section: Section): Promise<void> {
  return Promise.race([section.preload(), new Promise<void>((resolve) => setTimeout(resolve, switchWaitMs))]);
}

/** Starts fetching a page before it is shown (its menu entry hovered or focused, or a link to it). */
export function preloadPage(centre: CentreKind, key: string | null) {
  sectionOf(findPage(centre, key)).preload();
}

/**
 * What stands in the centre's way is handed over: a guest is asked to sign in and comes back to the
 * page (or, declining, the centre goes); a trial account is told it needs a real one (spec §4, §8).
 */
function useHandOver(access: CentreAccess, closeCentre: () => void) {
  useEffect(() => {
    if (access === 'trial') {
      openOverlay({ kind: 'trialWarning' });
      closeCentre();
      return;
    }
    if (access !== 'signIn') return;
    returnHereAfterSignIn();
    openOverlay({ kind: 'login' });
    // Every dialog closed and still no session: the player chose not to sign in.
    return overlayStore.subscribe(() => {
      if (overlayStore.get() || sessionStore.get().token) return;
      forgetSignInDestination();
      closeCentre();
    });
  }, [access, closeCentre]);
}

/** A real member who is not an agent reached the agent centre: say why it does not open. */
function AgentsOnly({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('centres');
  return (
    <WarningDialog
      defaultOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('agents_only_title')}
      message={t('errors.not_agent', { ns: 'common' })}
      confirmLabel={t('understood')}
    />
  );
}

function CentrePanel({ centre, asked, loading }: { centre: CentreKind; asked: string | null; loading: boolean }) {
  const { t } = useTranslation('centres');
  const navigation = useCentreNavigation();
  const { data: config, error: configError, mutate: reloadConfig } = useSiteConfig();
  const { data: info, error: infoError, mutate: reloadInfo } = useMemberInfo();
  // The account or the brand's settings could not be loaded: say so with a Retry, never load forever.
  const failure = (!info && infoError) || (!config && configError) ? (infoError ?? configError) : undefined;
  const { accountType } = useSession();
  const counts = useCentreBadges();
  const facts: CentreFacts = {
    features: config?.features ?? noFeatures,
    accountType,
    hasUpline: info?.toUpline ?? false,
  };
  const offered = pagesOffered(centre, facts);
  const page = pageToShow(centre, offered, asked);
  const section = sectionOf(page);
  const entries: SidePanelEntry[] = menuPages(offered).map((entry) => ({
    key: entry.key,
    label: t(`pages.${entry.key}`),
    icon: <entry.icon />,
    badge: entry.badge ? counts[entry.badge] : undefined,
  }));

  return (
    <SidePanel
      open
      onOpenChange={(open) => !open && navigation.close()}
      data-centre={centre}
      title={t(centre === 'member' ? 'member_title' : 'agent_title')}
      menuLabel={t(centre === 'member' ? 'member_menu' : 'agent_menu')}
      entries={entries}
      activeKey={page.key}
      onActiveKeyChange={(key) => {
        const next = offered.find((entry) => entry.key === key);
        if (next) void whenReady(sectionOf(next)).then(() => navigation.switchTo(centre, key));
      }}
      onEntryIntent={(key) => {
        const next = offered.find((entry) => entry.key === key);
        if (next) sectionOf(next).preload();
      }}
      closeLabel={t('close')}
      // Spec §2: the page renders only once the account has loaded.
      loading={failure === undefined && (loading || !info || !config)}
      loadingLabel={t('loading')}
    >
      {failure !== undefined ? (
        <Suspense fallback={<PageLoading label={t('loading')} />}>
          <LoadError
            error={failure}
            onRetry={() => Promise.all([infoError && reloadInfo(), configError && reloadConfig()])}
          />
        </Suspense>
      ) : (
        <div data-slot="centre-page" data-page={page.key} className="grid gap-6">
          <h2 className="text-xl font-semibold">{t(`pages.${page.key}`)}</h2>
          {centre === 'agent' &&
            page.key !== 'agentContractRequests' &&
            offered.some((entry) => entry.key === 'agentContractRequests') && (
              // A notice is no reason to hold up the page: it shows when it is in, and never an error.
              <ErrorBoundary variant="inline" onRetry={ContractRequestsNotice.reset}>
                <Suspense fallback={null}>
                  <ContractRequestsNotice />
                </Suspense>
              </ErrorBoundary>
            )}
          <ErrorBoundary variant="page" key={page.key} onRetry={section.reset}>
            {/* The section draws the page's lazy component (kept per page, so it is not made anew). */}
            <Suspense fallback={<PageLoading label={t('loading')} />}>{section()}</Suspense>
          </ErrorBoundary>
        </div>
      )}
    </SidePanel>
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <p role="status" aria-busy="true" className="min-h-40 text-sm text-muted-foreground">
      {label}
    </p>
  );
}

/**
 * The member or agent centre (spec §2) as a right-hand panel over the current screen: its menu
 * (the entries this account is offered on this brand, counts as badges), the page, a close button.
 * Opened, switched and closed through the URL (centre-url.ts).
 */
export default function CentreFrame({ centre, page }: CentreLocation) {
  const session = useSession();
  const access = centre === 'member' ? memberCentreAccess(session) : agentCentreAccess(session);
  // Loading the member tells the account type, which decides whether the agent centre opens.
  useMemberInfo();
  const { close } = useCentreNavigation();
  useHandOver(access, close);

  if (access === 'signIn' || access === 'trial') return null;
  if (access === 'notAgent') return <AgentsOnly onClose={close} />;
  return <CentrePanel centre={centre} asked={page} loading={access === 'pending'} />;
}
