import { CircleCheckIcon } from '@lobbykit/ui/icons/circle-check';

/**
 * What the last action did ("P888.00 claimed"), shown and read out: the row that was acted on may
 * have left the list, so the words stay here until the next action.
 */
export function PageNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      data-slot="reward-notice"
      className={message ? 'flex items-start gap-2 rounded-md border border-success px-3 py-2 text-sm' : 'sr-only'}
    >
      {message && <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />}
      <span>{message}</span>
    </p>
  );
}
