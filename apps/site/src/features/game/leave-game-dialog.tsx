import { ConfirmDialog } from '@lobbykit/ui/dialog';
import { useTranslation } from 'react-i18next';

export interface LeaveGameDialogProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

/** Asks before the game closes; Enter leaves, Escape or "Keep playing" stays. */
export function LeaveGameDialog({ open, onLeave, onStay }: LeaveGameDialogProps) {
  const { t } = useTranslation('launch');
  return (
    <ConfirmDialog
      open={open}
      title={t('leave.title')}
      message={t('leave.message')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.cancel')}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
