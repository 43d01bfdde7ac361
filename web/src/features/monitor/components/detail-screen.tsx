import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';

import { monitorApi } from '../api/monitor-api';
import type { MonitorApi } from '../api/monitor-api';
import { useBackfill } from '../hooks/use-backfill';
import { useEntry, useServerNow, useSteps } from '../hooks/use-monitor';
import { EntryFields, StepsTimeline } from './entry-details';
import { EntryView } from './entry-view';

/** /id/{id}/monitor-solicitudes: one folio's masked fields and its status history, live. */
export function DetailScreen({ id, api = monitorApi }: { id: string; api?: MonitorApi }) {
  useBackfill(api);
  const entry = useEntry(id);
  const steps = useSteps(id);
  const now = useServerNow();
  return (
    <>
      <EntryView entry={entry}>{(e) => <EntryFields entry={e} now={now} />}</EntryView>
      <section aria-labelledby="monitor-history-title">
        <h2 id="monitor-history-title">{t.detail.history}</h2>
        {steps.state === 'ready' && <StepsTimeline steps={steps.value} />}
      </section>
      <nav aria-label={t.detail.links}>
        <ul>
          <li>
            <Link to={href('monitorRequestUpdateJson', { id })}>{t.detail.toUpdate}</Link>
          </li>
          <li>
            <Link to={href('viewDocumentMonitor', { id })}>{t.detail.toDocuments}</Link>
          </li>
          <li>
            <Link to={href('monitorRequestPerformance')}>{t.detail.toBoard}</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
