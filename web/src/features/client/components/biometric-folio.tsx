import { Link } from 'react-router';

import { href } from '@/config/paths';
import { client as t } from '@/copy/client';

import { biometricFolio, findClient } from '../api/gateway';
import { useLookup } from '../use-client';

const b = t.biometric;

/** The Spanish label of a provider result; an unknown one as it came. */
export function resultLabel(status: string): string {
  return b.results[status] ?? status;
}

/**
 * Folio biométrico de un cliente (docs/routes.md): the provider's result, score and loan folio;
 * a biometric folio whose CURP is not the client's is not shown.
 */
export function BiometricFolioView({
  bpId,
  folioBiometric,
}: {
  bpId: string;
  folioBiometric: string;
}) {
  const key = `${bpId}|${folioBiometric}`;
  const found = useLookup(key, async () => {
    const [c, bio] = await Promise.all([findClient('bpId', bpId), biometricFolio(folioBiometric)]);
    return { curp: c.customer.curp, bio };
  });
  const back = (
    <p>
      <Link to={href('client', { bpId })}>{b.backToClient}</Link>
    </p>
  );
  if (found.state === 'loading') return <p role="status">{b.loading}</p>;
  if (found.state !== 'ready' || found.value.bio.curp !== found.value.curp) {
    const msg =
      found.state === 'ready' ? b.otherClient : found.state === 'notFound' ? b.notFound : b.error;
    return (
      <>
        <p role="alert" className="alert">
          {msg}
        </p>
        {back}
      </>
    );
  }
  const bio = found.value.bio;
  return (
    <>
      <dl>
        <div>
          <dt>{b.result}</dt>
          <dd data-testid="biometric-result" data-status={bio.status}>
            {resultLabel(bio.status)}
          </dd>
        </div>
        {bio.score !== undefined && (
          <div>
            <dt>{b.score}</dt>
            <dd>{bio.score.toFixed(1)}</dd>
          </div>
        )}
        <div>
          <dt>{b.folio}</dt>
          <dd>{bio.folio}</dd>
        </div>
        <div>
          <dt>{b.curp}</dt>
          <dd>{bio.curp}</dd>
        </div>
      </dl>
      {back}
    </>
  );
}
