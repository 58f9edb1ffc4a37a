import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { currentBrand } from '../../core/brand.ts';
import { useSession } from '../../core/session.ts';
import { useSiteConfig } from '../../core/site-config.ts';
import { Gamepad2Icon } from '@lobbykit/ui/icons/gamepad-2';
import { rememberedVendor, rememberVendor, useRememberedVendor } from '../launch/rng-vendor.ts';
import { EmptyState, LoadError } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { useVendorLanes } from '../shell/nav/use-vendor-lanes.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { categoryOfPath, vendorsFor } from './game-categories.ts';
import { LobbyFilters } from './lobby-filters.tsx';
import { LobbyJackpot, LobbyWinners } from './lobby-highlights.tsx';
import { LobbyList } from './lobby-list.tsx';
import { LobbySkeleton } from './lobby-skeleton.tsx';
import {
  availableTabs,
  chooseTab,
  chooseVendor,
  classificationsFor,
  effectiveVendor,
  lobbySearchString,
  parseLobbyState,
  shownListType,
  type LobbyState,
} from './lobby-state.ts';
import { LobbyVendors } from './lobby-vendors.tsx';
import { prefetchHotGames, useHotGames } from './use-hot-games.ts';
import { pagedListQuery, prefetchFirstPage } from './use-lobby-games.ts';

/** Resolves after the next frame is drawn. */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Vendor-switch lobbies remember the chosen vendor for the tab (spec §4 RNG start). */
const rememberedTypes: ReadonlySet<string> = new Set(['RNG', 'FISH', 'PVP']);

/**
 * /live, /sports, /esports, /elott, /rng, /fish and /pvp: the game-list screen (spec §2). The
 * page's game type comes from the path (upper-cased); vendor, search, minimum bet, classification
 * and list live in the address (lobby-state.ts), so reload, back and a shared link restore them.
 */
export default function CategoryScreen() {
  const { t } = useTranslation('lobby');
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Only the category paths route here; /rng stands in should the table ever send another.
  const category = categoryOfPath(location) ?? categoryOfPath('/rng')!;
  const pageType = category.gameTypes[0].toUpperCase();
  const rules = useMemo(
    () => ({ classifications: classificationsFor(pageType, currentBrand().languages) }),
    [pageType],
  );
  const addressState = useMemo(() => parseLobbyState(new URLSearchParams(search), rules), [search, rules]);
  // A choice shows at once; the address follows once its list is in (see `go`). Bound to the
  // address it was made on, so back, forward or a link show their own address's state instead.
  const [chosen, setChosen] = useState<{ state: LobbyState; on: string } | null>(null);
  const state = chosen?.on === search ? chosen.state : addressState;
  const addressWrites = useRef(0);
  const { code } = useLanguage();
  const { isSignedIn } = useSession();
  const { cache } = useSWRConfig();
  const lanes = useVendorLanes();
  const imageHost = useSiteConfig().data?.imageHost;
  const vendors = useMemo(() => (lanes.data ? vendorsFor(category, lanes.data) : []), [lanes.data, category]);
  const remembered = useRememberedVendor(pageType);
  const vendor = effectiveVendor(state.vendor ?? remembered, vendors);
  const hot = useHotGames(vendor?.vassalage, vendor?.gameType, code);
  const listType = shownListType(state, hot.data?.length);
  const tabs = availableTabs(hot.data?.length, listType);

  const go = useCallback(
    (next: LobbyState) => {
      if (next === state) return;
      // The calls the next state needs start now, while the screen renders around them.
      const nextVendor = effectiveVendor(next.vendor ?? rememberedVendor(pageType), vendors);
      let firstPage: Promise<unknown> | undefined;
      if (nextVendor) {
        prefetchHotGames(nextVendor.vassalage, nextVendor.gameType, code, cache);
        const query = isSignedIn ? pagedListQuery(next.tab, next, nextVendor) : null;
        if (query) firstPage = prefetchFirstPage(query, code);
      }
      setChosen({ state: next, on: search });
      // Writing the address is a same-document navigation: the browser's own bookkeeping for it
      // competes with the call and the drawing for tens of milliseconds. So the address is written
      // once the first page is in and drawn; a later choice writes its own, and a navigation made
      // meanwhile (back, a link) wins over it.
      const write = ++addressWrites.current;
      const madeOn = window.location.href;
      void (firstPage ?? Promise.resolve())
        .catch(() => undefined)
        .then(afterNextFrame)
        .then(() => {
          if (write !== addressWrites.current) return;
          if (window.location.href === madeOn) navigate(`${category.path}${lobbySearchString(next)}`);
          setChosen(null);
        });
    },
    [state, search, navigate, category.path, pageType, vendors, isSignedIn, code, cache],
  );
  // The latest state for the vendor strip's handler, so the strip (memoised) does not render
  // again on every search.
  const latest = useRef({ state, vendor, vendors, go });
  useEffect(() => {
    latest.current = { state, vendor, vendors, go };
  });
  const onVendor = useCallback((vassalage: string) => {
    const { state: current, vendor: shown, vendors: listed, go: navigateTo } = latest.current;
    const chosen = listed.find((entry) => entry.vassalage === vassalage);
    if (chosen && rememberedTypes.has(chosen.gameType.toUpperCase())) rememberVendor(chosen.gameType, vassalage);
    // The vendor shown without a choice in the address becomes an explicit one.
    navigateTo(chooseVendor({ ...current, vendor: current.vendor ?? shown?.vassalage ?? null }, vassalage));
  }, []);
  const vendorName = useCallback(
    (vassalage: string) => vendors.find((entry) => entry.vassalage === vassalage)?.name || vassalage,
    [vendors],
  );

  let content;
  if (!lanes.data && lanes.error) {
    content = <LoadError error={lanes.error} onRetry={() => lanes.mutate()} title={t('vendors.failed')} />;
  } else if (!lanes.data) {
    content = <LobbySkeleton label={t('vendors.loading')} />;
  } else if (!vendor) {
    content = (
      <EmptyState
        icon={Gamepad2Icon}
        title={t('vendors.empty_title')}
        description={t('vendors.empty_text')}
        action={
          <Link
            href="/"
            className="rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
          >
            {t('vendors.back_home')}
          </Link>
        }
      />
    );
  } else {
    const shown = { vassalage: vendor.vassalage, gameType: vendor.gameType, name: vendor.name || vendor.vassalage };
    content = (
      <>
        <LobbyVendors vendors={vendors} selected={vendor.vassalage} imageHost={imageHost} onSelect={onVendor} />
        <LobbyFilters state={state} classifications={rules.classifications} onChange={go} />
        {/* Manual activation, and the choice made on click: arrows only move focus (each list is a
            load), and choosing the list already shown still counts (All games clears the filters). */}
        <Tabs value={listType} activationMode="manual">
          <TabsList aria-label={t('tabs.label')}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} data-list={tab} onClick={() => go(chooseTab(state, tab))}>
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab} value={tab}>
              <LobbyList
                type={tab}
                state={state}
                vendor={shown}
                hot={hot}
                vendorName={vendorName}
                onClearFilters={() => go(chooseTab(state, 'default'))}
              />
            </TabsContent>
          ))}
        </Tabs>
      </>
    );
  }

  return (
    <ScreenFrame
      screen="category"
      title={t(`categories.${pageType}.title`)}
      description={t(`categories.${pageType}.lead`)}
      actions={<LobbyJackpot />}
      data-category={pageType}
      data-vendor={vendor?.vassalage}
    >
      <LobbyWinners />
      {content}
    </ScreenFrame>
  );
}
