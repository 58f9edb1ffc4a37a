import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../core/member/member-info.ts';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { EmailSection } from './email-section.tsx';
import { LoginPasswordSection } from './login-password-section.tsx';
import { MobileSection } from './mobile-section.tsx';
import { PaymentPasswordSection } from './payment-password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { useSecurityOverview } from './use-security-overview.ts';

/**
 * My account (spec §2 securityCenter, the member centre's default page): the profile, the login
 * and withdrawal passwords, and the mobile number and e-mail address, each a card with where the
 * member stands and the action that changes it. One read (the account overview) fills the page;
 * each change puts the platform's answer into that read and into member info, so the page and the
 * header agree without a reload.
 */
/**
 * The namespaces the page reads besides its own: the sign-in forms' field texts and rule hints
 * (auth), the e-mail rule's messages (account), the load error's (pages). Asked for with the
 * page's, so the page waits for them once, under the frame's loading state, and opening a form or
 * failing a read never suspends the page again.
 */
const pageNamespaces = ['member-security', 'auth', 'account', 'pages'];

export default function SecurityCentrePage() {
  const { t } = useTranslation(pageNamespaces);
  const overview = useSecurityOverview();
  const { data: info } = useMemberInfo();

  if (!overview.data) {
    if (overview.error) {
      return <LoadError error={overview.error} onRetry={() => overview.mutate()} title={t('load_failed')} />;
    }
    return <PageSkeleton label={t('loading')} />;
  }
  // The frame shows the page only once member info is in; this keeps the types honest.
  if (!info) return <PageSkeleton label={t('loading')} />;

  const { data } = overview;
  return (
    <div data-slot="security-centre" className="grid gap-4">
      <ProfileSection info={info} />
      <LoginPasswordSection changedAt={data.passwordChangedAt} />
      <PaymentPasswordSection hasPaymentPassword={data.hasPaymentPassword} />
      <MobileSection overview={data} />
      <EmailSection overview={data} />
    </div>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-4">
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="flex items-center gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton variant="circle" className="size-10" />
          <span className="grid flex-1 gap-2">
            <Skeleton variant="text" className="w-32" />
            <Skeleton variant="text" className="h-3 w-56 max-w-full" />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}
