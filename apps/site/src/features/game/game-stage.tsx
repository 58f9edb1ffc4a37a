import { isTrialType } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Spinner } from '@lobbykit/ui/spinner';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useOverlay } from '../../core/overlays.ts';
import { useSession } from '../../core/session.ts';
import { ArrowLeftIcon } from '@lobbykit/ui/icons/arrow-left';
import { Gamepad2Icon } from '@lobbykit/ui/icons/gamepad-2';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { LockIcon } from '@lobbykit/ui/icons/lock';
import { EmptyState, LoadError } from '../page-kit/query-states.tsx';
import { SignInPrompt } from '../page-kit/sign-in-prompt.tsx';
import { NothingToLaunchError } from './launch-calls.ts';
import { LeaveGameDialog } from './leave-game-dialog.tsx';
import { useLeaveGuard } from './leave-guard.ts';
import { MaximizeIcon } from '@lobbykit/ui/icons/maximize';
import { RotateCwIcon } from '@lobbykit/ui/icons/rotate-cw';
import { gameFrameAllow, gameFrameReferrerPolicy, gameFrameSandbox } from './game-frame-policy.ts';
import { useLaunchUrl } from './use-launch-url.ts';

export interface StageLink {
  href: string;
  label: string;
}

export interface GameStageProps {
  /** Names the screen for tests and styling hooks (`data-screen`). */
  screen: string;
  /** The page's heading: the game's name, or the screen's own title. */
  title: string;
  /** A line under the heading (the provider). */
  subtitle?: string;
  /** Names the game frame for assistive technology. */
  frameTitle: string;
  back: StageLink;
  /** What to start, as a stable key (null: the address names nothing to play). */
  launchKey: string | null;
  /** Asks the platform for the game's address. */
  start: () => Promise<string>;
  /** What to say when the address names nothing to play. */
  pick: { title: string; text: string };
  icon?: IconComponent;
}

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring';

function BackLink({ back }: { back: StageLink }) {
  return (
    <Link href={back.href} className={linkClasses}>
      <ArrowLeftIcon className="size-4 rtl:rotate-180" />
      {back.label}
    </Link>
  );
}

/**
 * A game screen (/game, /seamless, /fbsports, /lottery, /vnlottery): the game in a frame filling
 * the page under the header, started when the screen opens for a member. Guests are asked to sign
 * in and trial accounts are told they need a real one (spec §5 action gate) instead of starting it.
 * While the game shows, leaving it asks for confirmation (spec §4).
 */
export function GameStage({
  screen,
  title,
  subtitle,
  frameTitle,
  back,
  launchKey,
  start,
  pick,
  icon = Gamepad2Icon,
}: GameStageProps) {
  const { t } = useTranslation('launch');
  const { token, accountType, isSignedIn } = useSession();
  const trial = isTrialType(accountType);
  const overlayOpen = useOverlay() !== null;
  // A new session (another sign-in) starts the game afresh.
  const playable = launchKey !== null && isSignedIn && !trial;
  const wanted = playable ? `${launchKey}\n${token}` : null;
  // While a modal is open (a sign-in finishing, which then goes home) nothing new starts; what
  // already plays keeps playing.
  const [launchFor, setLaunchFor] = useState(wanted);
  if (!overlayOpen && launchFor !== wanted) setLaunchFor(wanted);
  const { state, restart } = useLaunchUrl(launchFor, start);
  const guard = useLeaveGuard(state.status === 'ready');
  const frameRef = useRef<HTMLIFrameElement>(null);

  let body;
  if (launchKey === null) {
    body = <EmptyState icon={icon} title={pick.title} description={pick.text} action={<BackLink back={back} />} />;
  } else if (!isSignedIn) {
    body = <SignInPrompt title={t('stage.sign_in_title')} description={t('stage.sign_in_text')} />;
  } else if (trial) {
    body = (
      <EmptyState
        icon={LockIcon}
        title={t('stage.trial_title')}
        description={t('stage.trial_text')}
        action={<BackLink back={back} />}
      />
    );
  } else if (state.status === 'failed' && state.error instanceof NothingToLaunchError) {
    body = (
      <EmptyState
        icon={icon}
        title={t('stage.failed_title')}
        description={t('game.no_first_game', { vendor: subtitle ?? state.error.vendor })}
        action={<BackLink back={back} />}
      />
    );
  } else if (state.status === 'failed') {
    body = <LoadError error={state.error} onRetry={restart} title={t('stage.failed_title')} />;
  } else if (state.status === 'ready') {
    body = (
      <iframe
        ref={frameRef}
        key={state.url}
        src={state.url}
        title={frameTitle}
        data-slot="game-frame"
        sandbox={gameFrameSandbox(state.url, window.location.origin)}
        referrerPolicy={gameFrameReferrerPolicy}
        allow={gameFrameAllow}
        allowFullScreen
        className="min-h-[70dvh] w-full flex-1 rounded-lg border border-border bg-muted"
      />
    );
  } else {
    body = (
      <div
        role="status"
        data-slot="game-loading"
        className="flex min-h-[70dvh] flex-1 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-muted text-muted-foreground"
      >
        <Spinner size="lg" />
        <span className="text-sm">{title ? t('stage.loading', { game: title }) : t('stage.loading_any')}</span>
      </div>
    );
  }

  const ready = state.status === 'ready' && launchFor !== null;
  return (
    <main
      data-screen={screen}
      data-launch={playable ? state.status : undefined}
      className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col gap-3 px-2 py-3 sm:px-4 sm:py-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-1">
        <div className="flex min-w-0 flex-col gap-1">
          <BackLink back={back} />
          <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {ready && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={restart}>
              <RotateCwIcon />
              {t('stage.reload')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void frameRef.current?.requestFullscreen?.()}>
              <MaximizeIcon />
              {t('stage.fullscreen')}
            </Button>
          </div>
        )}
      </header>
      {body}
      <LeaveGameDialog open={guard.pending !== null} onLeave={guard.leave} onStay={guard.stay} />
    </main>
  );
}
