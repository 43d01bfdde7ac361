import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';

import { monitorApi } from '../api/monitor-api';
import type { MonitorApi } from '../api/monitor-api';
import type { MonitorEntry } from '../api/types';
import { formatDateTime } from '../format';
import { useBackfill } from '../hooks/use-backfill';
import { useEntry } from '../hooks/use-monitor';
import { DocumentImageForm } from './document-image-form';
import { EntryView } from './entry-view';

const docName = (k: string) => t.documents.names[k] ?? k;
const docStatus = (s: string) => t.documents.statuses[s] ?? s;

/** The folio's documents and their statuses; each image only after the operator key. */
export function DocumentsList({
  entry,
  load,
}: {
  entry: MonitorEntry;
  load: (doc: string, key: string) => Promise<string>;
}) {
  const docs = Object.entries(entry.documents ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (docs.length === 0) return <p>{t.documents.none}</p>;
  return (
    <ul className="monitor-documents" aria-label={t.documents.caption}>
      {docs.map(([k, d]) => (
        <li key={k} data-document={k}>
          <h3>{docName(k)}</h3>
          <p>
            {t.documents.status}: <span data-cell="status">{docStatus(d.status)}</span>
            {d.fileType ? ` · ${t.documents.type}: ${d.fileType}` : ''}
            {d.uploadedAt ? ` · ${t.documents.uploaded}: ${formatDateTime(d.uploadedAt)}` : ''}
          </p>
          {d.hasFile ? (
            <DocumentImageForm name={docName(k)} docKey={k} load={(key) => load(k, key)} />
          ) : (
            <p>{t.documents.noFile}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /id/{id}/view-document-monitor. */
export function DocumentsScreen({ id, api = monitorApi }: { id: string; api?: MonitorApi }) {
  useBackfill(api);
  const entry = useEntry(id);
  const load = async (document: string, key: string) => {
    const r = await api.document(id, { key, document });
    return `data:${r.contentType};base64,${r.data}`;
  };
  return (
    <>
      <EntryView entry={entry}>
        {(e) => (
          <section aria-labelledby="monitor-docs-title">
            <h2 id="monitor-docs-title">{t.documents.caption}</h2>
            <DocumentsList entry={e} load={load} />
          </section>
        )}
      </EntryView>
      <p>
        <Link to={href('monitorRequestDetails', { id })}>{t.detail.history}</Link>
      </p>
    </>
  );
}
