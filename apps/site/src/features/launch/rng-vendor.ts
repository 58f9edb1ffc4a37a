import { useSyncExternalStore } from 'react';

/**
 * Spec §4 "RNG start stores the vassalage then goes to /rng": the vendor last chosen for each
 * vendor-switch lobby (RNG, FISH, PVP), kept for the browser tab. The address (`?vendor=`) is what
 * the lobby shows; this is the choice to come back to when the address names none.
 */
const storageKey = (gameType: string) => `lobbyVendor:${gameType.trim().toUpperCase()}`;

export function rememberVendor(gameType: string, vassalage: string): void {
  try {
    sessionStorage.setItem(storageKey(gameType), vassalage.trim());
  } catch {
    // Storage blocked: the address still carries the choice.
  }
}

/** The vendor last chosen for a lobby in this tab, or null. */
export function rememberedVendor(gameType: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(gameType)) || null;
  } catch {
    return null;
  }
}

const noChanges = () => () => {};

/**
 * The remembered vendor for rendering. A server-drawn page cannot know it (the browser tab keeps
 * it), so hydration starts from none, as the server drew, and the screen then renders the
 * remembered one; a page drawn in the browser has it at once.
 */
export function useRememberedVendor(gameType: string): string | null {
  return useSyncExternalStore(
    noChanges,
    () => rememberedVendor(gameType),
    () => null,
  );
}
