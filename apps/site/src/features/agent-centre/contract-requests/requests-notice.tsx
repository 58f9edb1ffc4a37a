import { useTranslation } from 'react-i18next';
import { AllRequestsLink } from '../contracts/contract-requests.tsx';
import { useOpenRequests } from './use-open-requests.ts';

/**
 * Above every agent centre page: how many contract requests wait for this agent's answer, with a
 * link to the contract requests screen. Nothing while none wait, or when they cannot be read (the
 * screen itself says so).
 */
export default function RequestsNotice() {
  const { t } = useTranslation('agent-contracts');
  const { awaitingMe } = useOpenRequests();
  if (awaitingMe === 0) return null;
  return (
    <div
      data-slot="contract-requests-notice"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-primary bg-primary/5 px-4 py-3 text-sm"
    >
      <p className="min-w-0 font-medium">{t('notice.awaiting', { count: awaitingMe })}</p>
      <AllRequestsLink label={t('notice.open')} />
    </div>
  );
}
