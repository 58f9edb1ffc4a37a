import { SidePanel, type SidePanelEntry } from '@lobbykit/ui/side-panel';
import { useTranslation } from 'react-i18next';
import { closeOverlay } from '../../core/overlays.ts';
import { pageIcons } from './page-icons.tsx';
import type { CentrePage, CentreBadge } from './centre-pages.ts';
import { ComingSoon } from './coming-soon.tsx';

export interface CentrePanelProps {
  kind: 'member' | 'agent';
  pages: readonly CentrePage[];
  activePage: string;
  onPageChange: (page: string) => void;
  counts?: Partial<Record<CentreBadge, number>>;
  /** The account is still loading: the page waits (spec §2 "renders only after loading"). */
  loading: boolean;
}

/** A centre as a right-hand panel: its menu (active entry highlighted, counts as badges), the page, a close button. */
export function CentrePanel({ kind, pages, activePage, onPageChange, counts = {}, loading }: CentrePanelProps) {
  const { t } = useTranslation('shell');
  const label = (key: string) => t(`centres.pages.${key}`);
  const entries: SidePanelEntry[] = pages.map((page) => ({
    key: page.key,
    label: label(page.key),
    icon: pageIcons[page.key],
    badge: page.badge ? counts[page.badge] : undefined,
  }));
  return (
    <SidePanel
      open
      onOpenChange={(open) => !open && closeOverlay()}
      data-centre={kind}
      title={t(kind === 'member' ? 'centres.member_title' : 'centres.agent_title')}
      menuLabel={t(kind === 'member' ? 'centres.member_menu' : 'centres.agent_menu')}
      entries={entries}
      activeKey={activePage}
      onActiveKeyChange={onPageChange}
      closeLabel={t('centres.close')}
      loading={loading}
      loadingLabel={t('centres.loading')}
    >
      <ComingSoon title={label(activePage)} />
    </SidePanel>
  );
}
