import { Button } from '@lobbykit/ui/button';
import { preloadOverlay } from '../../../core/overlays.ts';
import { openOverlay } from '../../../core/overlays.ts';

export interface SwitchDialogLinkProps {
  /** The sentence before the link ("Already have an account?"). */
  lead?: string;
  label: string;
  /** The dialog the link opens in place of this one. */
  to: 'login' | 'register';
  /** Runs just before the other dialog opens (e.g. leaving /register for the home screen). */
  onSwitch?: () => void;
}

/** The line under a sign-in dialog that leads to its neighbour; its chunk loads on hover or focus. */
export function SwitchDialogLink({ lead, label, to, onSwitch }: SwitchDialogLinkProps) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {lead && `${lead} `}
      <Button
        variant="link"
        size="sm"
        className="h-auto px-1"
        onPointerEnter={() => preloadOverlay(to)}
        onFocus={() => preloadOverlay(to)}
        onClick={() => {
          onSwitch?.();
          openOverlay({ kind: to });
        }}
      >
        {label}
      </Button>
    </p>
  );
}
