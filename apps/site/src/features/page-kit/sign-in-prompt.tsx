import { Button } from '@lobbykit/ui/button';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../../core/overlays.ts';
import { preloadOverlay } from '../../core/overlays.ts';
import { LogInIcon } from '@lobbykit/ui/icons/log-in';
import { pageKitNamespace } from './namespace.ts';

export interface SignInPromptProps {
  title: string;
  description: string;
  className?: string;
}

/** What a guest sees in place of member-only content: why to sign in, and the way to do it. */
export function SignInPrompt({ title, description, className }: SignInPromptProps) {
  const { t } = useTranslation(pageKitNamespace);
  return (
    <section
      data-slot="sign-in-prompt"
      aria-label={title}
      className={cn(
        'flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground sm:flex-row sm:items-center',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
      >
        <LogInIcon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => openOverlay({ kind: 'login' })}
          onPointerEnter={() => preloadOverlay('login')}
          onFocus={() => preloadOverlay('login')}
        >
          {t('shared.sign_in')}
        </Button>
        <Button
          variant="outline"
          onClick={() => openOverlay({ kind: 'register' })}
          onPointerEnter={() => preloadOverlay('register')}
          onFocus={() => preloadOverlay('register')}
        >
          {t('shared.register')}
        </Button>
      </div>
    </section>
  );
}
