import { WarningDialog } from '@lobbykit/ui/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOverlay } from '../../core/overlays.ts';

/**
 * Spec §8 in_need_true_account: a trial (type 4) account tried a member-only action. One confirm
 * button (in_increase_submit); the action stays blocked.
 */
export default function TrialWarningDialog(): ReactNode {
  const { t } = useTranslation('auth');
  return (
    <WarningDialog
      open
      onOpenChange={(open) => {
        if (!open) closeOverlay();
      }}
      title={t('trial.title')}
      message={t('trial.message')}
      confirmLabel={t('trial.confirm')}
    />
  );
}
