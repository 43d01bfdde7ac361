import { Link } from 'react-router';

import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';
import { staff } from '@/copy/es';

import { codeLabel } from '../codes';
import { useCncaFolio } from '../hooks/use-cnca-folio';
import { useDischarge } from '../hooks/use-discharge';
import { folioClientName } from '../model';
import { CncaModal } from './cnca-modal';
import { CreditList } from './credit-list';
import { LinkRequest } from './link-request';

const t = cnca.partial;

/**
 * Baja exitosa parcial (/cnca/solicitudes/{folio}/baja-exitosa-parcial): the credits SIPRE
 * discharged and those still pending, live, and a retry of the pending ones.
 */
export function PartialDischarge({ folio }: { folio: string }) {
  const live = useCncaFolio(folio);
  const { state, run, reset } = useDischarge(folio);
  if (live.state === 'loading') return <p role="status">{staff.common.loading}</p>;
  if (live.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {live.state === 'missing' ? cnca.sipre.missing : live.message}
      </p>
    );
  }
  const f = live.value;
  const code = f.cnca?.code;
  return (
    <>
      <p>{code === 'E0005' ? t.intro : codeLabel(code)}</p>
      <p>
        {cnca.sipre.folio(f.id)} · {folioClientName(f)} ·{' '}
        <span data-testid="cnca-code">
          {code} · {codeLabel(code)}
        </span>
      </p>
      <CreditList title={cnca.sipre.discharged} credits={f.cnca?.discharged} />
      <CreditList title={cnca.sipre.pending} credits={f.cnca?.pending} />
      {code === 'E0005' && (
        <button type="button" disabled={state.kind === 'busy'} onClick={() => void run()}>
          {state.kind === 'busy' ? cnca.sipre.requesting : t.retry}
        </button>
      )}
      {(code === 'E0005' || code === 'E0006') && <LinkRequest folio={folio} code={code} />}
      {state.kind === 'forbidden' && (
        <p role="alert" className="alert">
          {cnca.modals.forbidden}
        </p>
      )}
      <p>
        <Link to={href('cncaRequests')}>{cnca.sipre.toRequests}</Link>
      </p>
      {state.kind === 'sipreError' && <CncaModal kind="sipre" onClose={reset} />}
    </>
  );
}
