import { ConfirmDialog } from '@lobbykit/ui/dialog';
import { useTranslation } from 'react-i18next';

export interface ReviewDialogProps<Name extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** Sends the reviewed request; the dialog stays busy until it settles. */
  onConfirm: () => Promise<void>;
  /** The field the platform's refusal was placed at, if any. */
  refusedField: Name | null;
  focus: (name: Name) => void;
}

/**
 * The last look at money leaving the member before it is sent. When the platform refuses it, the
 * refused field takes focus as the dialog closes, not the button that opened it.
 */
export function ReviewDialog<Name extends string>({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
  refusedField,
  focus,
}: ReviewDialogProps<Name>) {
  const { t } = useTranslation('pages');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={t('shared.cancel')}
      onConfirm={onConfirm}
      onCloseAutoFocus={(event) => {
        if (refusedField) {
          event.preventDefault();
          focus(refusedField);
        }
      }}
    />
  );
}
