import { Button } from '@lobbykit/ui/button';
import { CircleCheckIcon } from '@lobbykit/ui/icons/circle-check';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/session.ts';
import { LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { SignInPrompt } from '../page-kit/sign-in-prompt.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackHistory } from './feedback-history.tsx';
import { useFeedbackSettings } from './use-feedback.ts';

/**
 * /feedback: feedback and complaints (spec §2 other screens). Anyone may send (spec §6: the call
 * is public), a guest with a contact; a member also sees their earlier feedback with the
 * operator's replies beside the form (under it on a phone).
 */
export default function FeedbackScreen() {
  // `pages` holds the shared load-error and sign-in texts: loaded with the screen.
  const { t } = useTranslation(['feedback', 'pages']);
  const { token } = useSession();
  const settings = useFeedbackSettings();
  // A sent feedback clears the form by drawing a fresh one; the confirmation says the ticket.
  const [sent, setSent] = useState<{ ticketId: number | string; round: number } | null>(null);

  let form;
  if (settings.isLoading) {
    form = (
      <LoadingRegion label={t('form.loading')} className="grid gap-4 rounded-xl border border-border p-4 sm:p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10" />
        <Skeleton className="h-32" />
        <Skeleton className="h-24" />
      </LoadingRegion>
    );
  } else if (settings.error || !settings.data) {
    form = <LoadError error={settings.error} onRetry={() => settings.mutate()} title={t('form.load_failed')} />;
  } else {
    form = (
      <FeedbackForm
        key={sent?.round ?? 0}
        settings={settings.data}
        guest={!token}
        onSent={(ticketId) => setSent((last) => ({ ticketId, round: (last?.round ?? 0) + 1 }))}
      />
    );
  }

  return (
    <ScreenFrame screen="feedback" title={t('title')} description={t('lead')}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-4">
          {sent && <SentNotice key={sent.round} ticketId={sent.ticketId} member={Boolean(token)} />}
          {form}
        </div>
        {/* The server draws the guest's prompt; a member's browser hides it until their history comes. */}
        {token ? (
          <FeedbackHistory />
        ) : (
          <SignInPrompt
            title={t('guest_title')}
            description={t('guest_text')}
            className="in-data-[session=member]:hidden sm:flex-col sm:items-start"
          />
        )}
      </div>
    </ScreenFrame>
  );
}

/** The feedback was taken: its ticket number, where the answer will come, and focus moved here. */
function SentNotice({ ticketId, member }: { ticketId: number | string; member: boolean }) {
  const { t } = useTranslation('feedback');
  const notice = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);
  // Drawn anew for each send (keyed by it) and focused, so a keyboard user is not left on a cleared form.
  useEffect(() => notice.current?.focus(), []);
  if (!shown) return null;
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      data-slot="feedback-sent"
      className="flex items-start gap-3 rounded-xl border border-success bg-card p-4 text-card-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold">{t('sent.title', { id: ticketId })}</p>
        <p className="text-sm text-muted-foreground">{member ? t('sent.member') : t('sent.guest')}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => setShown(false)}>
        {t('sent.dismiss')}
      </Button>
    </div>
  );
}
