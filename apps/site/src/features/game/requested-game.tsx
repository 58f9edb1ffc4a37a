import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { ArrowLeftIcon } from '../icons/arrow-left.tsx';
import { Gamepad2Icon } from '../icons/gamepad-2.tsx';
import type { IconComponent } from '../icons/icon.tsx';
import { EmptyState } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';

/** A query parameter the screen reads, and the `pages` key of its label. */
export interface GameParam {
  /** Names the platform may use for it, in order of preference (vendor or vassalage…). */
  names: readonly string[];
  label: string;
}

export interface RequestedGameProps {
  screen: string;
  title: string;
  lead: string;
  /** The parameters that describe the game; the first one must be present for a game to show. */
  params: readonly GameParam[];
  /** What to do when no game was named. */
  pickTitle: string;
  pickText: string;
  back: { href: string; label: string };
  icon?: IconComponent;
}

/** Reads the first of several names a parameter may go by. */
function readParam(search: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * The game screens' shared body: the game the address names (its query parameters), or how to
 * pick one, with the way back to where games are chosen.
 */
export function RequestedGame({
  screen,
  title,
  lead,
  params,
  pickTitle,
  pickText,
  back,
  icon: Icon = Gamepad2Icon,
}: RequestedGameProps) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const values = params.map((param) => ({ ...param, value: readParam(search, param.names) }));
  const named = values[0]?.value != null;
  const backLink = (
    <Link
      href={back.href}
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
      {back.label}
    </Link>
  );

  return (
    <ScreenFrame screen={screen} width="narrow" title={title} description={lead} before={backLink}>
      {named ? (
        <section
          aria-labelledby={`${screen}-game-title`}
          data-slot="requested-game"
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-start"
        >
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground"
          >
            <Icon className="size-7" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <h2 id={`${screen}-game-title`} className="text-lg font-semibold break-words">
              {values[0]?.value}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {values
                .filter((param) => param.value !== null)
                .map((param) => (
                  <div key={param.label} className="contents">
                    <dt className="text-muted-foreground">{t(param.label)}</dt>
                    <dd className="font-medium break-all">{param.value}</dd>
                  </div>
                ))}
            </dl>
          </div>
        </section>
      ) : (
        <EmptyState
          icon={Icon}
          title={pickTitle}
          description={pickText}
          action={
            <Link
              href={back.href}
              className="rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
            >
              {back.label}
            </Link>
          }
        />
      )}
    </ScreenFrame>
  );
}
