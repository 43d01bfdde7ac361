import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';

import { monitorApi } from '../api/monitor-api';
import type { MonitorApi } from '../api/monitor-api';
import { useBackfill } from '../hooks/use-backfill';
import { useEntries, useServerNow } from '../hooks/use-monitor';
import { EntriesTable } from './entries-table';

/** /monitor-solicitudes-old: the older list view over the same masked projection. */
export function OldListScreen({ api = monitorApi }: { api?: MonitorApi }) {
  useBackfill(api);
  const entries = useEntries();
  const now = useServerNow();
  return (
    <>
      <p>{t.privacy}</p>
      {entries.state === 'loading' && <p role="status">{t.loading}</p>}
      {entries.state === 'error' && (
        <p role="alert" className="alert">
          {t.loadError}
        </p>
      )}
      {entries.state === 'ready' && <EntriesTable entries={entries.value} now={now} />}
      <p>
        <Link to={href('monitorRequestPerformance')}>{t.detail.toBoard}</Link>
      </p>
    </>
  );
}
