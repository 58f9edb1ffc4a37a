import { useSyncExternalStore } from 'react';

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

export function useStore<State>(store: Store<State>): State {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerState);
}
