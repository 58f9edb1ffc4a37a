import { useEffect, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/index.ts';
import { IconButton } from '../icon-button/index.ts';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/index.ts';
import { copyText } from './copy-text.ts';
import { CheckIcon } from '../../icons/check.ts';
import { CopyIcon } from '../../icons/copy.ts';

type Outcome = 'copied' | 'failed';

export type CopyButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick' | 'value'> &
  Pick<ButtonProps, 'size'> & {
    variant?: 'primary' | 'secondary' | 'outline' | 'ghost';
    /** The text put on the clipboard, e.g. the member ID. */
    value: string;
    /** What the button does, e.g. "Copy member ID"; read by screen readers. */
    label: string;
    /** Shown (and announced) after copying, e.g. "Copied". */
    copiedMessage: string;
    /** Shown when the browser refused to copy; without it a refusal is silent. */
    failedMessage?: string;
    /** Visible content beside the icon, e.g. the ID itself; without it the button is icon-only. */
    children?: ReactNode;
    onCopied?: (value: string) => void;
    onCopyFailed?: (value: string) => void;
    /** How long the message stays, in milliseconds. */
    feedbackMs?: number;
  };

/** Copies a value and confirms it in a tooltip beside the button and to screen readers. */
export function CopyButton({
  value,
  label,
  copiedMessage,
  failedMessage,
  children,
  onCopied,
  onCopyFailed,
  feedbackMs = 2000,
  variant = 'ghost',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  // A new object per copy, so copying again restarts the message's timer.
  const [feedback, setFeedback] = useState<{ outcome: Outcome } | null>(null);
  const message = feedback?.outcome === 'copied' ? copiedMessage : feedback ? failedMessage : undefined;

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), feedbackMs);
    return () => clearTimeout(timer);
  }, [feedback, feedbackMs]);

  async function copy() {
    const copied = await copyText(value);
    setFeedback({ outcome: copied ? 'copied' : 'failed' });
    if (copied) onCopied?.(value);
    else onCopyFailed?.(value);
  }

  const state = feedback?.outcome ?? 'idle';
  const icon =
    state === 'copied' ? (
      <CheckIcon aria-hidden="true" className="size-4" />
    ) : (
      <CopyIcon aria-hidden="true" className="size-4" />
    );
  const shared = { 'data-slot': 'copy-button', 'data-state': state, variant, size, onClick: copy, ...props };

  return (
    <>
      {/* Shown only as a result of copying, never on hover; Escape dismisses it early. */}
      <Tooltip open={message !== undefined}>
        <TooltipTrigger asChild>
          {children === undefined ? (
            <IconButton label={label} {...shared}>
              {icon}
            </IconButton>
          ) : (
            <Button {...shared}>
              {children}
              {icon}
              <span className="sr-only">{label}</span>
            </Button>
          )}
        </TooltipTrigger>
        <TooltipContent data-slot="copy-button-message" onEscapeKeyDown={() => setFeedback(null)}>
          {message}
        </TooltipContent>
      </Tooltip>
      <span role="status" data-slot="copy-button-status" className="sr-only">
        {message}
      </span>
    </>
  );
}
