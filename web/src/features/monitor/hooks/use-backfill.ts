import { useEffect } from 'react';

import { logger } from '@/lib/logger';

import type { MonitorApi } from '../api/monitor-api';

/**
 * Asks the functions, once per page load, to build the projection if it never was (folios written
 * before the monitor existed, e.g. the demo data); a built projection makes this a no-op.
 */
export function useBackfill(api: Pick<MonitorApi, 'backfill'>) {
  useEffect(() => {
    api.backfill().catch((err: unknown) => logger.warn('monitor backfill failed', {}, err));
  }, [api]);
}
