import { WarningDialog } from '@lobbykit/ui/dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../core/member/member-info.ts';
import { closeOverlay, openOverlay, useOverlayOf } from '../../core/overlays.ts';
import { useSession } from '../../core/session.ts';
import { useSiteConfig } from '../../core/site-config.ts';
import { agentCentreAccess } from './centre-access.ts';
import { CentrePanel } from './centre-panel.tsx';
import { agentCentrePages, availablePages, resolvePage } from './centre-pages.ts';
import { defaultAgentPage } from './open-centre.ts';

const noFeatures: ReadonlySet<string> = new Set();

/** A real member who is not an agent reached the agent centre: say why it does not open. */
function AgentsOnly() {
  const { t } = useTranslation('shell');
  return (
    <WarningDialog
      defaultOpen
      onOpenChange={(open) => !open && closeOverlay()}
      title={t('centres.agents_only_title')}
      message={t('errors.not_agent', { ns: 'common' })}
      confirmLabel={t('centres.understood')}
    />
  );
}

/**
 * The agent centre (spec §2 Agent centre side menu) for agent accounts (types 1, 2, 41, 42). The
 * contract pages show only when the brand has their contract module on. While the account type
 * is loading the panel waits; a guest gets the login popup, a trial account the warning.
 */
export default function AgentCentrePanel() {
  const overlay = useOverlayOf('agentCentre');
  const access = agentCentreAccess(useSession());
  const { data: config } = useSiteConfig();
  // Loading the member tells the account type, which decides whether the centre opens.
  useMemberInfo();

  useEffect(() => {
    if (!overlay) return;
    if (access === 'signIn') openOverlay({ kind: 'login' });
    else if (access === 'trial') openOverlay({ kind: 'trialWarning' });
  }, [overlay, access]);

  if (!overlay || access === 'signIn' || access === 'trial') return null;
  if (access === 'notAgent') return <AgentsOnly />;
  const pages = availablePages(agentCentrePages, config?.features ?? noFeatures);
  return (
    <CentrePanel
      kind="agent"
      pages={pages}
      activePage={resolvePage(pages, overlay.page, defaultAgentPage)}
      onPageChange={(next) => openOverlay({ kind: 'agentCentre', page: next })}
      loading={access === 'pending' || !config}
    />
  );
}
