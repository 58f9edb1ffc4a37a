import { useCallback, useState } from 'react';

export interface ControllableOpenOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Open state that the parent may own (`open` + `onOpenChange`) or leave to the component
 * (`defaultOpen`), so a dialog can close itself — after confirming or on a timer — either way.
 */
export function useControllableOpen({ open, defaultOpen = false, onOpenChange }: ControllableOpenOptions) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [isOpen, setOpen] as const;
}
