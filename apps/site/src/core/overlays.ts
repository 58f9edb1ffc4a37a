import type { ComponentType } from 'react';
import { createStore, useStore } from './store.ts';

/**
 * Which modal or panel is open (spec §2 Modals, Layout). One at a time: opening one closes the
 * other, as the product's own modal manager does.
 */
export type Overlay =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  /** Forced after sign-in with the default weak or an expired password, or chosen by the member. */
  | { kind: 'changePassword'; forced: boolean }
  | { kind: 'notices'; index: number }
  | { kind: 'logout' }
  /** The trial account's "a real account is needed" warning (spec §8 in_need_true_account). */
  | { kind: 'trialWarning' };

export type OverlayKind = Overlay['kind'];

export const overlayStore = createStore<Overlay | null>(null);

export function openOverlay(overlay: Overlay) {
  overlayStore.set(overlay);
}

export function closeOverlay() {
  overlayStore.set(null);
}

export function useOverlay() {
  return useStore(overlayStore);
}

/** The open overlay if it is of this kind, typed; otherwise null. */
export function useOverlayOf<Kind extends OverlayKind>(kind: Kind): Extract<Overlay, { kind: Kind }> | null {
  const overlay = useOverlay();
  return overlay?.kind === kind ? (overlay as Extract<Overlay, { kind: Kind }>) : null;
}

/** Loads an overlay's module: its default export reads the overlay from the store and closes it. */
export type OverlayLoader = () => Promise<{ default: ComponentType }>;

let preloader: ((kind: OverlayKind) => void) | undefined;

/**
 * The overlay host (app/) hands over how to fetch each overlay's code; features only name a kind,
 * so no feature imports the host, which imports every feature.
 */
export function registerOverlayPreloader(preload: (kind: OverlayKind) => void) {
  preloader = preload;
}

/**
 * Starts fetching an overlay's chunk before it opens (pointer over or focus on its trigger). A
 * failure is left for the overlay to show if it opens.
 */
export function preloadOverlay(kind: OverlayKind) {
  preloader?.(kind);
}
