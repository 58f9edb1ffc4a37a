import { CircleAlertIcon } from '@lobbykit/ui/icons/circle-alert';
import { useTranslation } from 'react-i18next';
import { pageKitNamespace } from '../namespace.ts';

/**
 * A refusal that is about no single field (a trial account, too many requests, the network). When
 * the call failed on the way (`retry`), it also says that what was typed is kept, to send again.
 */
export function FormAlert({ alert }: { alert: { message: string; retry?: boolean } | null }) {
  const { t } = useTranslation(pageKitNamespace);
  if (!alert) return null;
  return (
    <p
      role="alert"
      data-slot="form-alert"
      className="flex items-start gap-2 rounded-md border border-destructive px-3 py-2 text-sm text-foreground"
    >
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <span className="grid gap-0.5">
        <span>{alert.message}</span>
        {alert.retry && <span className="text-muted-foreground">{t('forms.retry_hint')}</span>}
      </span>
    </p>
  );
}
