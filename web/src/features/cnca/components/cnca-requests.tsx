import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from 'reactfire';

import { LiveView, MoreButton } from '@/components/lists/live-view';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { cnca } from '@/copy/cnca';
import { staff } from '@/copy/es';

import { validateCncaFolio } from '../api/functions';
import { actionFor, actionHref, codeLabel } from '../codes';
import { outcomeModal } from '../eligibility';
import { cncaFoliosOf, useCncaFolios } from '../hooks/use-cnca-folios';
import { folioClientName } from '../model';
import type { CncaFolio } from '../model';
import { CncaModal } from './cnca-modal';
import type { CncaModalKind } from './cnca-modal';

const t = cnca.requests;

/** Task id, client, amount and the CNCA code with its Spanish meaning. */
const COLUMNS: DataColumn<CncaFolio>[] = [
  { header: t.folio, cell: (f) => f.taskIdCnca },
  { header: t.client, cell: folioClientName },
  { header: t.amount, cell: (f) => formatMXN(f.offer?.quoter?.amount) },
  {
    header: t.code,
    cell: (f) => (
      <>
        {f.cnca?.code} · {codeLabel(f.cnca?.code)}
      </>
    ),
  },
];

/**
 * Mis solicitudes de baja: the promoter's CNCA folios, live, with their code (E0001–E0009 in
 * Spanish) and the way to resume each: validate the biometric again, request or resume the SIPRE
 * discharge, or see a partial discharge.
 */
export function CncaRequests() {
  const view = useCncaFolios();
  const auth = useAuth();
  const [modal, setModal] = useState<CncaModalKind | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const validate = async (f: CncaFolio) => {
    const user = auth.currentUser;
    if (!user) return;
    setBusy(f.id);
    try {
      const v = await validateCncaFolio(await user.getIdToken(), f.id);
      setModal(outcomeModal(v.outcome));
    } catch {
      setModal('sipre');
    } finally {
      setBusy(null);
    }
  };

  const actionCell = (f: CncaFolio) => {
    const action = actionFor(f.cnca?.code);
    if (action === 'validate') {
      return (
        <button type="button" disabled={busy === f.id} onClick={() => void validate(f)}>
          {t.validate}
        </button>
      );
    }
    if (!action) return null;
    return (
      <Link
        to={actionHref(action, f.id)}
        aria-label={`${action === 'partial' ? t.partial : t.resume}: ${f.id}`}
      >
        {action === 'partial' ? t.partial : t.resume}
      </Link>
    );
  };

  return (
    <>
      <p>{t.intro}</p>
      <LiveView live={view.live} loading={staff.common.loading}>
        {(folios) => (
          <DataTable
            rows={cncaFoliosOf(folios)}
            rowKey={(f) => f.id}
            rowAttrs={(f) => ({ 'data-folio': f.id })}
            caption={t.caption}
            empty={<p role="status">{t.empty}</p>}
            columns={[...COLUMNS, { header: t.actions, cell: actionCell }]}
          />
        )}
      </LiveView>
      <MoreButton view={view} />
      {modal && <CncaModal kind={modal} onClose={() => setModal(null)} />}
    </>
  );
}
