import { useEffect, useState, type FocusEvent } from 'react';
import { whenIdleAfter } from '@lobbykit/ui/lib/when-idle';

/**
 * How long the still first banner is shown before the carousel takes over by itself: the page has
 * settled by then, and the carousel is ready before the first banner's 5 s are up.
 */
export const CAROUSEL_UPGRADE_DELAY_MS = 3000;

/**
 * When the still first banner gives way to the carousel. Building the carousel (its code, every
 * slide, the slider's measuring) costs a phone a few hundred milliseconds of main thread, so it is
 * not done while the page is starting: it waits until the pointer or a finger reaches the banner or,
 * once the still banner has painted, until {@link CAROUSEL_UPGRADE_DELAY_MS} have passed and the
 * browser is idle. Never while focus is in the banner: swapping the element under it would drop
 * the keyboard player's place.
 */
export function useCarouselUpgrade(painted: boolean) {
  const [upgraded, setUpgraded] = useState(false);
  const [focused, setFocused] = useState(false);
  const ready = painted && !focused;

  useEffect(() => {
    if (!ready || upgraded) return;
    return whenIdleAfter(CAROUSEL_UPGRADE_DELAY_MS, () => setUpgraded(true), 1000);
  }, [ready, upgraded]);

  const reach = () => {
    if (!focused) setUpgraded(true);
  };
  const bannerHandlers = {
    onPointerEnter: reach,
    onTouchStart: reach,
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { upgraded: painted && upgraded, bannerHandlers };
}
