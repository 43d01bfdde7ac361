import { formatMXN } from '@/components/ui/money';
import { monitor as t } from '@/copy/monitor';
import { statusLabel } from '@/entities/folio/request-model';

import type { MonitorEntry, MonitorStep } from '../api/types';
import { formatDateTime, formatDuration } from '../format';

/**
 * The fields of one folio's public entry: nothing of the customer's identity, not even initials or
 * the CURP's first letters (docs/adr/0024-monitor-masked-projection.md); an entry of an older
 * projection that still holds them shows them nowhere.
 */
export function EntryFields({ entry, now }: { entry: MonitorEntry; now: number }) {
  const rows: [string, string | undefined][] = [
    [t.detail.folio, entry.id],
    [t.detail.status, statusLabel(entry.status)],
    [t.detail.group, entry.groupLabel],
    [t.detail.since, formatDuration(now - entry.enteredStatusAt)],
    [t.detail.promoter, entry.promoter],
    [t.detail.branch, entry.branch],
    [t.detail.product, entry.product],
    [t.detail.amount, entry.amount ? formatMXN(entry.amount) : undefined],
    [t.detail.cnca, entry.cncaCode],
    [t.detail.updated, formatDateTime(entry.lastUpdateAt)],
  ];
  return (
    <dl className="monitor-fields">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd data-status={k === t.detail.status ? entry.status : undefined}>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The status history as a timeline, oldest first: change, role, date. */
export function StepsTimeline({ steps }: { steps: readonly MonitorStep[] }) {
  if (steps.length === 0) return <p>{t.detail.historyEmpty}</p>;
  return (
    <ol className="monitor-timeline" aria-label={t.detail.history}>
      {steps.map((s) => (
        <li key={s.key} data-to={s.to}>
          <strong>{t.detail.change(s.from ? statusLabel(s.from) : '', statusLabel(s.to))}</strong>{' '}
          {s.role ? t.detail.by(s.role) : ''} · <time>{formatDateTime(s.at)}</time>
        </li>
      ))}
    </ol>
  );
}
