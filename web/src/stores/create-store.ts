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
  /**
   * A persisted store re-reads its localStorage entry (what another tab last wrote); true when
   * that changed the state. Other stores have nothing to re-read.
   */
  reload?(): boolean;
}

export interface StoreOptions {
  /**
   * localStorage key; the state is restored from it at creation, written on every change, and
   * follows the other tabs' writes (the 'storage' event), so every tab of a session holds the same
   * tokens: a gateway refresh revokes the tokens it replaces.
   */
  persistKey?: string;
}

function parse<T>(raw: string, initial: T): T {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') return { ...initial, ...(parsed as Partial<T>) };
  } catch {
    // A corrupt entry is dropped: the user simply starts without it.
  }
  return initial;
}

function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function restore<T>(key: string, initial: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? parse(raw, initial) : initial;
  } catch {
    return initial;
  }
}

export function createStore<T extends object>(initial: T, options: StoreOptions = {}): Store<T> {
  const { persistKey } = options;
  let state = persistKey ? restore(persistKey, initial) : initial;
  const listeners = new Set<() => void>();
  let stored = persistKey ? readRaw(persistKey) : null;

  /** Adopts what another tab wrote, without writing it back. */
  const adopt = (raw: string | null): boolean => {
    if (!persistKey || raw === stored) return false;
    stored = raw;
    state = raw === null ? initial : parse(raw, initial);
    listeners.forEach((l) => l());
    return true;
  };

  if (persistKey && typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === persistKey && e.storageArea === globalThis.localStorage) adopt(e.newValue);
      else if (e.key === null && e.storageArea === globalThis.localStorage) adopt(null); // clear()
    });
  }

  const write = (next: T) => {
    state = next;
    if (persistKey) {
      try {
        stored = JSON.stringify(state);
        globalThis.localStorage?.setItem(persistKey, stored);
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
    ...(persistKey
      ? {
          reload: () => adopt(readRaw(persistKey)),
        }
      : {}),
  };
}

/** Reads a store (or a slice of it) and re-renders when it changes. */
export function useStore<T extends object, S = T>(store: Store<T>, select?: (state: T) => S): S {
  const pick = select ?? ((s: T) => s as unknown as S);
  return useSyncExternalStore(store.subscribe, () => pick(store.get()));
}
