import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useRegisterRules } from '../../auth/register/use-register-rules.ts';
import { AgentRegisterForm } from './agent-register-form.tsx';

/** Loaded with the page: its own strings, the registration form's field words and the load error's. */
const pageNamespaces = ['agent-team', 'account', 'pages'];

/**
 * Register account (spec §2 `agentRegister`): the agent opens an account for a new downline, with
 * the brand's register rules (spec §5) as the public registration form has them; the new member's
 * upline is the agent.
 */
export default function RegisterAccountPage() {
  const { t } = useTranslation(pageNamespaces);
  const { rules, features, ready, error, retry } = useRegisterRules();
  if (!ready || !features) {
    if (error) return <LoadError error={error} onRetry={retry} title={t('register.load_failed')} />;
    return (
      <LoadingRegion label={t('register.loading')} className="grid gap-4 rounded-xl border border-border bg-card p-5">
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className="grid gap-2">
            <Skeleton variant="text" className="w-28" />
            <Skeleton className="h-10 w-full rounded-md" />
          </span>
        ))}
      </LoadingRegion>
    );
  }
  return <AgentRegisterForm rules={rules} features={features} />;
}
