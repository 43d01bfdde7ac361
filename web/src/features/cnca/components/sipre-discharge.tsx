import { useNavigate } from 'react-router';

import { formatMXN } from '@/components/ui/money';
import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';
import { staff } from '@/copy/es';

import { actionFor, codeLabel } from '../codes';
import { useCncaFolio } from '../hooks/use-cnca-folio';
import { useDischarge } from '../hooks/use-discharge';
import { folioClientName } from '../model';
import { CncaModal } from './cnca-modal';

const t = cnca.sipre;

/**
 * Baja en SIPRE (/cnca/{folio}/baja-sipre): the folio, its live code and the button that asks the
 * functions for the discharge. Total → success here; partial → its page; any failure → the SIPRE
 * error modal, and the folio is resumed later from "Mis solicitudes de baja".
 */
export function SipreDischarge({ folio }: { folio: string }) {
  const live = useCncaFolio(folio);
  const navigate = useNavigate();
  const { state, run, reset } = useDischarge(folio);

  if (live.state === 'loading') return <p role="status">{staff.common.loading}</p>;
  if (live.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {live.state === 'missing' ? t.missing : live.message}
      </p>
    );
  }
  const f = live.value;
  const code = f.cnca?.code;
  const can = actionFor(code) === 'resume' || actionFor(code) === 'partial';

  const onRequest = async () => {
    const r = await run();
    if (r?.code === 'E0005') navigate(href('cncaPartialDischarge', { folio }));
  };

  return (
    <>
      <p>{t.intro}</p>
      <dl>
        <dt>{t.folio(f.id)}</dt>
        <dd>
          {folioClientName(f)} · {f.curp}
        </dd>
        {f.offer?.quoter?.amount !== undefined && (
          <>
            <dt>{cnca.results.amount}</dt>
            <dd>{formatMXN(f.offer.quoter.amount)}</dd>
          </>
        )}
        <dt>{t.status}</dt>
        <dd data-testid="cnca-code">
          {code} · {codeLabel(code)}
        </dd>
      </dl>
      {state.kind === 'done' && state.result.code === 'E0004' && <p role="status">{t.success}</p>}
      {state.kind === 'forbidden' && (
        <p role="alert" className="alert">
          {cnca.modals.forbidden}
        </p>
      )}
      {can ? (
        <button type="button" disabled={state.kind === 'busy'} onClick={() => void onRequest()}>
          {state.kind === 'busy' ? t.requesting : t.request}
        </button>
      ) : (
        state.kind !== 'done' && <p role="status">{t.notPending}</p>
      )}
      {state.kind === 'sipreError' && <CncaModal kind="sipre" onClose={reset} />}
    </>
  );
}
