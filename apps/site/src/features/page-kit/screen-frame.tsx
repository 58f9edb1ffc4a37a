import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@lobbykit/ui/lib/cn';

export type ScreenFrameProps = Omit<ComponentPropsWithRef<'main'>, 'title'> & {
  /** Names the screen for tests and styling hooks (`data-screen`). */
  screen: string;
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Controls beside the title on wide screens, under it on phones (a filter, a call to action). */
  actions?: ReactNode;
  /** Something above the title: a back link, a breadcrumb. */
  before?: ReactNode;
  /** `narrow` for reading pages (articles, notices), `wide` for grids. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

const widths = { narrow: 'max-w-3xl', wide: 'max-w-6xl' } as const;

/**
 * The frame every content screen shares: the page's main landmark (the layout around it is header,
 * banner and footer), one h1, an optional lead and actions, then the content, padded for phones and
 * centred on wide screens.
 */
export function ScreenFrame({
  screen,
  title,
  description,
  actions,
  before,
  width = 'wide',
  className,
  children,
  ...props
}: ScreenFrameProps) {
  return (
    <main
      data-screen={screen}
      {...props}
      className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10', widths[width], className)}
    >
      {before}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
          {description && <p className="max-w-2xl text-pretty text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </main>
  );
}
