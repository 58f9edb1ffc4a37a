import { useCallback, useSyncExternalStore } from 'react';

export interface Store<State> {
  get(): State;
  /**
   * What a server-rendered page showed: React hydrates with it, then renders `get()`. Only for
   * state the server cannot know (what this browser stored); the default is `get()`.
   */
  getServerState(): State;
  set(next: State | ((current: State) => State)): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny external store: module-level state that React components read with `useStore`. */
export function createStore<State>(initial: State, serverState?: State): Store<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    getServerState: () => serverState ?? state,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: State) => State)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** While a server-drawn page hydrates, components read each store's server state. */
let holdingServerState = false;
const releaseListeners = new Set<() => void>();

/**
 * Called before hydrating a server-drawn page: components read `getServerState()` until
 * {@link releaseServerState}. React would otherwise re-render them with the browser's state (the
 * member's session) at once and synchronously, and a screen that had not finished hydrating would
 * then be thrown away and drawn again from scratch: a member saw the lobby vanish for half a second.
 */
export function holdServerState() {
  holdingServerState = true;
}

/** Called once the screen has hydrated: components now read the browser's state, and re-render. */
export function releaseServerState() {
  if (!holdingServerState) return;
  holdingServerState = false;
  for (const listener of releaseListeners) listener();
}

export function useStore<State>(store: Store<State>): State {
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = store.subscribe(listener);
      releaseListeners.add(listener);
      return () => {
        unsubscribe();
        releaseListeners.delete(listener);
      };
    },
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => (holdingServerState ? store.getServerState() : store.get()),
    store.getServerState,
  );
}
