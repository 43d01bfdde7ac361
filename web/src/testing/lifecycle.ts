/**
 * Test doubles for the token lifecycle: an in-memory auth store, a scripted refresh call, a
 * recording navigate and logger, and a fixed clock.
 */
import { vi } from 'vitest';

import type { AccessFlag } from '@/lib/cookies';
import type { GuardDeps } from '@/lib/guard';
import type { Logger } from '@/lib/logger';
import type { RefreshResponse } from '@/lib/tokens';
import { emptyAuth } from '@/stores/auth';
import type { AuthState } from '@/stores/auth';
import { createStore } from '@/stores/create-store';

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
export const MIN = 60_000;

export interface LogLine {
  level: keyof Logger;
  message: string;
  args: unknown[];
}

export function recordingLogger(lines: LogLine[]): Logger {
  const at =
    (level: keyof Logger) =>
    (message: string, ...args: unknown[]) =>
      lines.push({ level, message, args });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function makeDeps(
  auth: Partial<AuthState>,
  refresh: (rt: string) => Promise<RefreshResponse> = () => Promise.reject(new Error('no refresh')),
  opts: { path?: string; flags?: Partial<Record<AccessFlag, boolean>> } = {},
) {
  const logs: LogLine[] = [];
  const navigate = vi.fn<(to: string) => void>();
  const onCleared = vi.fn();
  const refreshSpy = vi.fn(refresh);
  const deps: GuardDeps = {
    auth: createStore<AuthState>({ ...emptyAuth, ...auth }),
    refresh: refreshSpy,
    navigate,
    currentPath: () => opts.path ?? '/busqueda-cliente?x=1',
    logger: recordingLogger(logs),
    now: () => NOW,
    onCleared,
    hasFlag: (f) => opts.flags?.[f] ?? false,
  };
  return { deps, logs, navigate, onCleared, refresh: refreshSpy };
}

/** A promoter session whose tokens expire `accessIn` / `refreshIn` ms from NOW. */
export function promoter(accessIn: number | null, refreshIn: number | null): Partial<AuthState> {
  return {
    tokenPromoter: 'access-old',
    tokenRefresh: 'refresh-old',
    tokenExpirationDate: accessIn === null ? null : NOW + accessIn,
    refreshTokenExpirationDate: refreshIn === null ? null : NOW + refreshIn,
  };
}
