import { Toaster } from '@lobbykit/ui/toast';
import { useTranslation } from 'react-i18next';

/** Where the toasts raised anywhere with `toast()` from `@lobbykit/ui/toast` show; F8 reaches it. */
export default function SiteToaster() {
  const { t } = useTranslation('shell');
  return <Toaster label={t('toasts.label')} viewportLabel={t('toasts.region')} closeLabel={t('toasts.close')} />;
}
