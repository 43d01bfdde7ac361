/**
 * docs/requirements.md §2/§8: if a page fails to load dynamically (typically a stale chunk after a deploy), the app
 * reloads the target path. A second failure for the same path within a short window is not reloaded
 * again, so an unreachable server shows the error page instead of looping.
 */

const PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'ChunkLoadError') return true;
  return PATTERNS.some((p) => p.test(err.message));
}

export const RELOAD_KEY = 'oppnp.chunkReload';
export const RELOAD_WINDOW_MS = 10_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  assign: (url: string) => void;
  now: () => number;
}

const browserDeps = (): ReloadDeps => ({
  storage: sessionStorage,
  assign: (url) => window.location.assign(url),
  now: Date.now,
});

/** Reloads `target` with a full page load; false if it was just tried. */
export function reloadTarget(target: string, deps: ReloadDeps = browserDeps()): boolean {
  const raw = deps.storage.getItem(RELOAD_KEY);
  if (raw) {
    try {
      const last = JSON.parse(raw) as { path: string; at: number };
      if (last.path === target && deps.now() - last.at < RELOAD_WINDOW_MS) return false;
    } catch {
      // Ignore a corrupt marker.
    }
  }
  deps.storage.setItem(RELOAD_KEY, JSON.stringify({ path: target, at: deps.now() }));
  deps.assign(target);
  return true;
}
