/**
 * The wait threshold of each status, from Remote Config `monitor_wait_thresholds` (with the
 * environment prefix outside production, lib/remote-config): a JSON object of status → minutes. A
 * status it does not name, a value that is not a positive number, or a failed read leaves the status
 * without a threshold: the board then marks nothing late there.
 */
import { useMemo } from 'react';

import { remoteConfig } from '@/lib/remote-config';
import type { RemoteConfigReader } from '@/lib/remote-config';
import { useOnce } from '@/lib/use-once';

export const WAIT_THRESHOLDS_KEY = 'monitor_wait_thresholds';

/** Thresholds in ms by status. */
export type Thresholds = Record<string, number>;

export function parseThresholds(raw: unknown): Thresholds {
  const out: Thresholds = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [status, minutes] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) {
      out[status] = minutes * 60_000;
    }
  }
  return out;
}

/** The thresholds, {} until read (and when the read fails). */
export function useWaitThresholds(reader?: RemoteConfigReader): Thresholds {
  const { data } = useOnce(
    () => (reader ?? remoteConfig()).read(WAIT_THRESHOLDS_KEY, 'json'),
    [reader],
  );
  return useMemo(() => parseThresholds(data), [data]);
}
