import type { ReactNode } from 'react';

import { monitor as t } from '@/copy/monitor';

import type { MonitorEntry } from '../api/types';
import type { Live } from '../hooks/use-monitor';

/**
 * A folio's screen head: the privacy notice, then the live entry's loading, error or missing
 * notice, or, once it is there, what the screen makes of it.
 */
export function EntryView({
  entry,
  children,
}: {
  entry: Live<MonitorEntry | 'missing'>;
  children: (entry: MonitorEntry) => ReactNode;
}) {
  return (
    <>
      <p>{t.privacy}</p>
      {entry.state === 'loading' && <p role="status">{t.loading}</p>}
      {entry.state === 'error' && (
        <p role="alert" className="alert">
          {t.loadError}
        </p>
      )}
      {entry.state === 'ready' && entry.value === 'missing' && <p role="alert">{t.missing}</p>}
      {entry.state === 'ready' && entry.value !== 'missing' && children(entry.value)}
    </>
  );
}
