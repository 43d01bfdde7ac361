/**
 * A minimal external store for app state (auth, session, simulator, modals, notifications), read in
 * React with useSyncExternalStore. Optional persistence to localStorage (docs/requirements.md §3 auth state).
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(patch: Partial<T> | ((state: T) => Partial<T>)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export interface StoreOptions {
  /** localStorage key; the state is restored from it at creation and written on every change. */
  persistKey?: string;
}

function restore<T>(key: string, initial: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return initial;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') return { ...initial, ...(parsed as Partial<T>) };
  } catch {
    // A corrupt entry is dropped: the user simply starts without it.
  }
  return initial;
}

export function createStore<T extends object>(initial: T, options: StoreOptions = {}): Store<T> {
  const { persistKey } = options;
  let state = persistKey ? restore(persistKey, initial) : initial;
  const listeners = new Set<() => void>();

  const write = (next: T) => {
    state = next;
    if (persistKey) {
      try {
        globalThis.localStorage?.setItem(persistKey, JSON.stringify(state));
      } catch {
        // Storage full or disabled: the in-memory state still works for this tab.
      }
    }
    listeners.forEach((l) => l());
  };

  return {
    get: () => state,
    set(patch) {
      const p = typeof patch === 'function' ? patch(state) : patch;
      write({ ...state, ...p });
    },
    reset() {
      write(initial);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store (or a slice of it) and re-renders when it changes. */
export function useStore<T extends object, S = T>(store: Store<T>, select?: (state: T) => S): S {
  const pick = select ?? ((s: T) => s as unknown as S);
  return useSyncExternalStore(store.subscribe, () => pick(store.get()));
}
