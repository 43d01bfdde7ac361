import { Link, useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { client as t } from '@/copy/client';
import { es } from '@/copy/es';
import { displayStatus } from '@/entities/folio/request-model';
import { useClientFolios } from '@/features/capture/hooks/use-client-folios';
import { ClientPage } from '@/features/client/components/client-page';

/** The viewer's own folios of the client (lists/client; admin staff likewise), newest first. */
function ClientFolios({ curp, bpId }: { curp: string; bpId: string }) {
  const folios = useClientFolios(curp);
  if (folios.length === 0) return <p role="status">{t.page.noFolios}</p>;
  return (
    <ul>
      {folios.map((f) => {
        const bio = f.customerSteps?.biometric?.gatewayId;
        return (
          <li key={f.id} data-folio={f.id}>
            {t.page.folio} {f.id} · {displayStatus(f.status)}
            {bio && (
              <>
                {' · '}
                <Link to={href('clientBiometricFolio', { bpId, folioBiometric: bio })}>
                  {t.page.openBiometric(bio)}
                </Link>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function Page() {
  const { bpId = '' } = useParams();
  return (
    <ScreenShell title={es.screens.client}>
      <ClientPage bpId={bpId} renderFolios={(curp) => <ClientFolios curp={curp} bpId={bpId} />} />
    </ScreenShell>
  );
}
