import { ConfirmDialog } from '@lobbykit/ui/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { closeOverlay } from '../../../core/overlays.ts';
import { signOut } from '../sign-out.ts';

/**
 * The logout confirmation (spec §4, §8). Confirming calls logout and drops the session whatever
 * the platform answers, then goes to /.
 */
export default function LogoutDialog(): ReactNode {
  const { t } = useTranslation('auth');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) closeOverlay();
      }}
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={async () => {
        await signOut();
        navigate('/');
      }}
    />
  );
}
