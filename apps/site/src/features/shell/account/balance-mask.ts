import { createStore, useStore } from '../../../core/store.ts';

/** Remembered on this device: a player who hides the balance expects it hidden next time. */
const storageKey = 'balanceMasked';

function readMasked(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

export const balanceMaskStore = createStore<boolean>(readMasked());

export function setBalanceMasked(masked: boolean) {
  balanceMaskStore.set(masked);
  try {
    localStorage.setItem(storageKey, masked ? '1' : '0');
  } catch {
    // Not remembered, still applied.
  }
}

export function useBalanceMasked(): boolean {
  return useStore(balanceMaskStore);
}
