import { Link } from 'react-router';

import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';

import { canLink } from '../codes';
import { useCncaActions } from '../hooks/use-cnca-actions';

const t = cnca.link;

/**
 * After a full (E0004) or partial (E0005) discharge: creates the client's loan request the
 * discharge leads to (the folio moves to E0006); it is continued from "Mis solicitudes de baja".
 */
export function LinkRequest({ folio, code }: { folio: string; code: string | undefined }) {
  const { state, link } = useCncaActions();
  if (!canLink(code) && state.kind !== 'linked') return null;
  return (
    <section aria-label={cnca.requests.link}>
      {state.kind === 'linked' ? (
        <p role="status">
          {t.done(state.result.request)}{' '}
          <Link to={href('cncaRequests')}>{cnca.sipre.toRequests}</Link>
        </p>
      ) : (
        <>
          <p>{t.intro}</p>
          <button type="button" disabled={state.kind === 'busy'} onClick={() => void link(folio)}>
            {state.kind === 'busy' ? cnca.requests.linking : cnca.requests.link}
          </button>
        </>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert">
          {state.message ?? t.error}
        </p>
      )}
    </section>
  );
}
