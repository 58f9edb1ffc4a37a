import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogNotice } from './dialog-notice.tsx';
import { claimFocus, focusFirstField } from './focus-first-field.ts';

/** Where the settings a dialog's form is built from stand (see `useRegisterRules`). */
export interface FormSettingsState {
  ready: boolean;
  error: unknown;
  retry: () => void;
}

export interface AccountDialogFrameProps {
  /** Names the dialog for tests and styles (`data-dialog`). */
  name: string;
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Announces the description as it changes, e.g. a confirmation that replaces the form. */
  announceDescription?: boolean;
  /** Until the settings arrive, a notice (loading, or the failure with Retry) stands in for the body. */
  settings: FormSettingsState;
  loadingText: string;
  loadFailedText: string;
  /** True while a form is on show: focus moves into it if the dialog itself still holds focus. */
  formShown: boolean;
  /** Under the body: the link to the neighbouring dialog. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the dialogs whose form follows the brand's registration rules (registration and
 * password recovery): title and description, the body once the rules are in, and focus in the first
 * field, so typing can start at once. Spec §2: like the product's modals they do not close on a
 * background click, so nothing typed is lost.
 */
export function AccountDialogFrame({
  name,
  open,
  onClose,
  title,
  description,
  announceDescription = false,
  settings,
  loadingText,
  loadFailedText,
  formShown,
  footer,
  children,
}: AccountDialogFrameProps) {
  const { t } = useTranslation('account');
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formShown) claimFocus(content.current);
  }, [formShown]);

  let body = children;
  if (settings.error && !settings.ready) {
    body = (
      <DialogNotice tone="error" action={{ label: t('actions.retry', { ns: 'common' }), onClick: settings.retry }}>
        {loadFailedText}
      </DialogNotice>
    );
  } else if (!settings.ready) {
    body = <DialogNotice tone="loading">{loadingText}</DialogNotice>;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        ref={content}
        data-dialog={name}
        closeLabel={t('close')}
        closeOnOverlayClick={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(event.currentTarget as HTMLElement);
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription role={announceDescription ? 'status' : undefined}>{description}</DialogDescription>
        </DialogHeader>
        {body}
        {footer}
      </DialogContent>
    </Dialog>
  );
}
