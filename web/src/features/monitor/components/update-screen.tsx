import { useState } from 'react';
import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';
import { statusLabel } from '@/entities/folio/request-model';

import { monitorApi } from '../api/monitor-api';
import type { MonitorApi } from '../api/monitor-api';
import { useBackfill } from '../hooks/use-backfill';
import { useEntry } from '../hooks/use-monitor';
import { operatorTargets } from '../targets';
import { EntryView } from './entry-view';
import { UpdateForm } from './update-form';

/**
 * /id/{id}/monitor-update: the folio's masked entry as JSON and the operator's repair, one of the
 * allowed repairs from its status, applied by the function only with a named operator's key.
 */
export function UpdateScreen({ id, api = monitorApi }: { id: string; api?: MonitorApi }) {
  useBackfill(api);
  const entry = useEntry(id);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <>
      <EntryView entry={entry}>
        {(e) => (
          <>
            <section aria-labelledby="monitor-json-title">
              <h2 id="monitor-json-title">{t.update.json}</h2>
              <pre data-testid="monitor-json">{JSON.stringify(e, null, 2)}</pre>
            </section>
            <section aria-labelledby="monitor-form-title">
              <h2 id="monitor-form-title">{t.update.form}</h2>
              <UpdateForm
                key={e.status}
                from={e.status}
                targets={operatorTargets(e.status)}
                onSubmit={async (v) => {
                  setResult(null);
                  try {
                    await api.update(id, v);
                    setResult({ ok: true, text: t.update.done(statusLabel(v.status)) });
                  } catch (err) {
                    setResult({ ok: false, text: err instanceof Error ? err.message : t.error });
                  }
                }}
              />
              {result && (
                <p
                  role={result.ok ? 'status' : 'alert'}
                  className={result.ok ? 'notice' : 'alert'}
                  data-testid="monitor-update-result"
                >
                  {result.text}
                </p>
              )}
            </section>
          </>
        )}
      </EntryView>
      <p>
        <Link to={href('monitorRequestDetails', { id })}>{t.detail.history}</Link>
      </p>
    </>
  );
}
