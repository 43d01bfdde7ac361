import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from 'reactfire';

import { formatMXN } from '@/components/ui/money';
import { cnca } from '@/copy/cnca';
import { staff } from '@/copy/es';

import { validateCncaFolio } from '../api/functions';
import { actionFor, actionHref, codeLabel } from '../codes';
import { outcomeModal } from '../eligibility';
import { useCncaFolios } from '../hooks/use-cnca-folios';
import { folioClientName } from '../model';
import type { CncaFolio } from '../model';
import { CncaModal } from './cnca-modal';
import type { CncaModalKind } from './cnca-modal';

const t = cnca.requests;

/**
 * Mis solicitudes de baja: the promoter's CNCA folios, live, with their code (E0001–E0009 in
 * Spanish) and the way to resume each: validate the biometric again, request or resume the SIPRE
 * discharge, or see a partial discharge.
 */
export function CncaRequests() {
  const live = useCncaFolios();
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
      <div aria-live="polite" aria-busy={live.state === 'loading'}>
        {live.state === 'loading' && <p role="status">{staff.common.loading}</p>}
        {live.state === 'error' && (
          <p role="alert" className="alert">
            {t.loadError}
          </p>
        )}
        {live.state === 'ready' && live.folios.length === 0 && <p role="status">{t.empty}</p>}
        {live.state === 'ready' && live.folios.length > 0 && (
          <table>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.folio}</th>
                <th scope="col">{t.client}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {live.folios.map((f) => (
                <tr key={f.id} data-folio={f.id}>
                  <td>{f.taskIdCnca}</td>
                  <td>{folioClientName(f)}</td>
                  <td>{formatMXN(f.offer?.quoter?.amount)}</td>
                  <td>
                    {f.cnca?.code} · {codeLabel(f.cnca?.code)}
                  </td>
                  <td>{actionCell(f)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {modal && <CncaModal kind={modal} onClose={() => setModal(null)} />}
    </>
  );
}
