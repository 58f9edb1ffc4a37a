import { WarningDialog } from '@lobbykit/ui/dialog';
import { useTranslation } from 'react-i18next';

/** Spec §8 "popup blocked, allow and retry": the browser refused to open customer service. */
export default function PopupBlockedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <WarningDialog
      defaultOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('service.popup_blocked_title')}
      message={t('service.popup_blocked')}
      confirmLabel={t('service.understood')}
    />
  );
}
