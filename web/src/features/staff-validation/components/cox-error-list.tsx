import { useState } from 'react';
import { Link } from 'react-router';
import { useDatabase } from 'reactfire';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { href } from '@/config/paths';
import { staff, validation } from '@/copy/es';
import { liveMessage } from '@/entities/folio/live-data';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { setCoxErrorAttended } from '../api';
import { useLiveCoxErrors } from '../hooks/use-live';
import type { CoxError } from '../hooks/use-live';

const t = staff.coxErrors;
const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/** Newest first; attended ones only when `showAttended`. */
export function visibleCoxErrors(errors: readonly CoxError[], showAttended: boolean): CoxError[] {
  return errors
    .filter((e) => showAttended || e.attended !== true)
    .sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}

/** Probank number, folio (link to its reenvío a COX), message, date. */
const COLUMNS: DataColumn<CoxError>[] = [
  { header: t.probankNumber, cell: (e) => e.probankNumber, rowHeader: true },
  {
    header: t.folio,
    cell: (e) =>
      e.requestId ? (
        <Link to={href('resendToCox', { folio: e.requestId })} aria-label={t.resendOf(e.requestId)}>
          {e.requestId}
        </Link>
      ) : null,
  },
  { header: t.message, cell: (e) => e.message },
  { header: t.date, cell: (e) => (typeof e.at === 'number' ? when.format(new Date(e.at)) : '') },
];

/** The table of COX errors: Probank number, folio (link to its reenvío a COX), message, date. */
export function CoxErrorTable({
  errors,
  onToggle,
  busy,
}: {
  errors: readonly CoxError[];
  onToggle: (probankNumber: string, attended: boolean) => void;
  busy?: string | null;
}) {
  const columns: DataColumn<CoxError>[] = [
    ...COLUMNS,
    {
      header: t.attended,
      cell: (e) => (
        <input
          type="checkbox"
          aria-label={t.markAttended(e.probankNumber)}
          checked={e.attended === true}
          disabled={busy === e.probankNumber}
          onChange={(ev) => onToggle(e.probankNumber, ev.target.checked)}
        />
      ),
    },
  ];
  return (
    <DataTable
      rows={errors}
      columns={columns}
      rowKey={(e) => e.probankNumber}
      rowAttrs={(e) => ({ 'data-probank': e.probankNumber })}
      caption={t.title}
      empty={<p role="status">{t.empty}</p>}
      scroll
    />
  );
}

/** Every folio's COX errors (errors/cox, admin staff only), live, with the attended toggle. */
export function CoxErrorList() {
  const db = useDatabase();
  const [showAttended, setShowAttended] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const live = useLiveCoxErrors(true);
  const toggle = async (n: string, attended: boolean) => {
    setBusy(n);
    try {
      await setCoxErrorAttended(db, n, attended);
      toast(attended ? validation.cox.attended : t.reopened, { kind: 'success' });
    } catch (err) {
      logger.error('cox error attended not saved', { n, attended }, err);
      toast(validation.saveError, { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="cox-error-list-title">
      <h2 id="cox-error-list-title">{t.title}</h2>
      <p>{t.intro}</p>
      <label>
        <input
          type="checkbox"
          checked={showAttended}
          onChange={(e) => setShowAttended(e.target.checked)}
        />{' '}
        {t.showAttended}
      </label>
      {live.state === 'loading' && <p role="status">{validation.loading}</p>}
      {liveMessage(live) && (
        <p role="alert" className="alert">
          {liveMessage(live)}
        </p>
      )}
      {live.state === 'ready' && (
        <CoxErrorTable
          errors={visibleCoxErrors(live.value, showAttended)}
          busy={busy}
          onToggle={(n, a) => void toggle(n, a)}
        />
      )}
    </section>
  );
}
