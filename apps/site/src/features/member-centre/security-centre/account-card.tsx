import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { CircleCheckIcon } from '@lobbykit/ui/icons/circle-check';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { cn } from '@lobbykit/ui/lib/cn';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CardStatus = { label: string; tone: 'success' | 'warning' };

export interface AccountCardProps {
  /** The item this card is about (`data-section`): profile, password, payment, mobile, email. */
  name: string;
  icon: IconComponent;
  title: string;
  /** Where the member stands, in a word ("Verified", "Not set"). */
  status?: CardStatus;
  /** Where the member stands, in a line (the bound number, when the password last changed). */
  summary?: ReactNode;
  /** The button that opens the card's form, beside the title. */
  action?: ReactNode;
  /** What a change just did, announced as it appears ("Your password has been changed."). */
  notice?: string | null;
  className?: string;
  children?: ReactNode;
}

/**
 * One item of the account page as a card: its title (an h3: the centre's frame draws the page's
 * h2), where the member stands, the action that changes it, and the form once opened.
 */
export function AccountCard({
  name,
  icon: Icon,
  title,
  status,
  summary,
  action,
  notice,
  className,
  children,
}: AccountCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="account-card"
      data-section={name}
      className={cn(
        'grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <Icon className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold">
              {title}
            </h3>
            {status && (
              <Badge data-slot="account-status" data-tone={status.tone} variant={status.tone}>
                {status.label}
              </Badge>
            )}
          </div>
          {summary && <p className="text-sm break-words text-muted-foreground">{summary}</p>}
        </div>
        {/*
          Beside the title where there is room; on a phone, a full-width row of its own. A long
          label that wraps below the title keeps to the end, where the other cards' buttons are.
        */}
        {action && <div className="w-full sm:ms-auto sm:w-auto">{action}</div>}
      </div>
      {/* Always in the page, so a notice is read out when it appears. */}
      <p role="status" data-slot="account-notice" className={cn('text-sm', !notice && 'sr-only')}>
        {notice && (
          <span className="flex items-start gap-2">
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {notice}
          </span>
        )}
      </p>
      {children}
    </section>
  );
}

/**
 * A card's form that opens from a button: focus goes into the form when it opens, and back to
 * the button when it closes (cancelled, or done with a notice that says what changed). Only the
 * member's own open or close moves focus, never the page's first draw.
 */
export function useFormDisclosure() {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusPending, setFocusPending] = useState(false);

  // The button and the form take turns on the page: whichever arrives takes focus when the member
  // just opened or closed the form (a new callback then, so React hands it the element again).
  const takeFocus = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !focusPending) return;
      setFocusPending(false);
      const target = element instanceof HTMLButtonElement ? element : element.querySelector('input:not([disabled])');
      if (target instanceof HTMLElement) target.focus();
    },
    [focusPending],
  );

  const toggle = (next: boolean, doneNotice: string | null = null) => {
    setFocusPending(true);
    setOpen(next);
    setNotice(next ? null : doneNotice);
  };

  return {
    open,
    notice,
    /** Closes the form; `doneNotice` says what the change did. */
    close: (doneNotice?: string) => toggle(false, doneNotice ?? null),
    /** Props for the opening button (it opens the form, and gives way to it while open). */
    button: () => ({ ref: takeFocus, onClick: () => toggle(true) }),
    /** Props for the element around the form. */
    region: () => ({ ref: takeFocus }),
  };
}

/** The button that opens a card's form. */
export function CardAction({ disclosure, label }: { disclosure: ReturnType<typeof useFormDisclosure>; label: string }) {
  if (disclosure.open) return null;
  return (
    <Button variant="outline" size="sm" className="w-full sm:w-auto" {...disclosure.button()}>
      {label}
    </Button>
  );
}

/** A card form's Cancel and submit buttons, submit last (Enter in any field sends the form too). */
export function FormButtons({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('member-security');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
