import { useSyncExternalStore } from 'react';

export interface Store<State> {
  get(): State;
  set(next: State | ((current: State) => State)): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny external store: module-level state that React components read with `useStore`. */
export function createStore<State>(initial: State): Store<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
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
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
