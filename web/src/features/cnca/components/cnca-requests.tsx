import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from 'reactfire';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { formatMXN } from '@/components/ui/money';
import { cnca } from '@/copy/cnca';
import { staff } from '@/copy/es';
import { useLiveFolio } from '@/entities/folio/live-data';
import { LiveView, MoreButton } from '@/entities/folio/live-view';
import { statusLabel } from '@/entities/folio/request-model';

import { validateCncaFolio } from '../api/functions';
import { actionFor, actionHref, canCancel, codeLabel } from '../codes';
import { outcomeModal } from '../eligibility';
import { useCncaActions } from '../hooks/use-cnca-actions';
import { cncaFoliosOf, useCncaFolios } from '../hooks/use-cnca-folios';
import { folioClientName } from '../model';
import type { CncaFolio } from '../model';
import { CncaModal } from './cnca-modal';
import type { CncaModalKind } from './cnca-modal';
import { CncaProcess } from './cnca-process';

const t = cnca.requests;

/** Where the capture of a linked request continues (the capture flow's step for its status). */
export type RequestHref = (status: string, id: string) => string | null;

/** Task id, client, amount, the CNCA code with its Spanish meaning, and the whole process. */
const COLUMNS: DataColumn<CncaFolio>[] = [
  { header: t.folio, cell: (f) => f.taskIdCnca },
  { header: t.client, cell: folioClientName },
  { header: t.amount, cell: (f) => formatMXN(f.offer?.quoter?.amount) },
  {
    header: t.code,
    cell: (f) => (
      <span data-testid="cnca-code">
        {f.cnca?.code} · {codeLabel(f.cnca?.code)}
      </span>
    ),
  },
  { header: t.process, cell: (f) => <CncaProcess cnca={f.cnca} folio={f.taskIdCnca ?? f.id} /> },
];

/**
 * Mis solicitudes de baja: the promoter's CNCA folios, live, with their code (E0001–E0009 in
 * Spanish), the whole process of each, and the way on: validate the biometric again, request or
 * resume the SIPRE discharge, see a partial discharge, create the loan request a discharge leads
 * to (E0006) and continue it, or cancel (E0009) while no request is linked.
 */
export function CncaRequests({ requestHref }: { requestHref?: RequestHref }) {
  const view = useCncaFolios();
  const auth = useAuth();
  const actions = useCncaActions();
  const [modal, setModal] = useState<CncaModalKind | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<CncaFolio | null>(null);

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

  const running = (f: CncaFolio, action: 'link' | 'cancel') =>
    actions.state.kind === 'busy' &&
    actions.state.folio === f.id &&
    actions.state.action === action;

  const actionCell = (f: CncaFolio) => {
    const action = actionFor(f.cnca?.code);
    const parts = [];
    if (action === 'validate') {
      parts.push(
        <button key="v" type="button" disabled={busy === f.id} onClick={() => void validate(f)}>
          {t.validate}
        </button>,
      );
    } else if (action === 'link') {
      parts.push(
        <button
          key="l"
          type="button"
          disabled={actions.state.kind === 'busy'}
          aria-label={`${t.link}: ${f.id}`}
          onClick={() => void actions.link(f.id)}
        >
          {running(f, 'link') ? t.linking : t.link}
        </button>,
      );
    } else if (action) {
      parts.push(
        <Link
          key="r"
          to={actionHref(action, f.id)}
          aria-label={`${action === 'partial' ? t.partial : t.resume}: ${f.id}`}
        >
          {action === 'partial' ? t.partial : t.resume}
        </Link>,
      );
    }
    if (canCancel(f.cnca?.code) && !f.cnca?.linkedRequest) {
      parts.push(
        <button
          key="c"
          type="button"
          className="secondary"
          disabled={actions.state.kind === 'busy'}
          aria-label={`${t.cancel}: ${f.id}`}
          onClick={() => setConfirm(f)}
        >
          {running(f, 'cancel') ? t.cancelling : t.cancel}
        </button>,
      );
    }
    const linked = f.cnca?.linkedRequest;
    if (linked) {
      parts.push(
        <div key="k">
          <LinkedRequest id={linked} requestHref={requestHref} />
        </div>,
      );
    }
    return parts.length ? <>{parts}</> : null;
  };

  const onCancel = async (f: CncaFolio) => {
    setConfirm(null);
    await actions.cancel(f.id);
  };

  const s = actions.state;
  return (
    <>
      <p>{t.intro}</p>
      <div aria-live="polite">
        {s.kind === 'cancelled' && <p role="status">{cnca.cancel.done}</p>}
        {s.kind === 'linked' && <p role="status">{cnca.link.done(s.result.request)}</p>}
        {s.kind === 'failed' && (
          <p role="alert" className="alert">
            {s.message ?? (s.action === 'cancel' ? cnca.cancel.error : cnca.link.error)}
          </p>
        )}
      </div>
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
      {confirm && (
        <Dialog
          title={cnca.cancel.title}
          onClose={() => setConfirm(null)}
          actions={
            <>
              <button type="button" className="secondary" onClick={() => setConfirm(null)}>
                {cnca.cancel.back}
              </button>
              <button type="button" onClick={() => void onCancel(confirm)}>
                {cnca.cancel.confirm}
              </button>
            </>
          }
        >
          <p>{cnca.cancel.body(confirm.taskIdCnca ?? confirm.id)}</p>
        </Dialog>
      )}
    </>
  );
}

/**
 * The loan request a discharge led to, with its live status: it is a folio of its own, outside the
 * CNCA page's key range, so it is read by id.
 */
function LinkedRequest({ id, requestHref }: { id: string; requestHref?: RequestHref }) {
  const live = useLiveFolio<{ status?: string }>(id);
  const status = live.state === 'ready' ? live.value.status : undefined;
  const to = status && requestHref ? requestHref(status, id) : null;
  return (
    <p>
      {t.linkedRequest}: {to ? <Link to={to}>{t.continueRequest(id)}</Link> : id}
      {status && (
        <>
          <br />
          <small>{t.linkedStatus(statusLabel(status))}</small>
        </>
      )}
    </p>
  );
}
