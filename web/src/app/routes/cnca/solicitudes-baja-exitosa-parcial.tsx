import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';

const PartialDischarge = lazy(() =>
  import('@/features/cnca/components/partial-discharge').then((m) => ({
    default: m.PartialDischarge,
  })),
);

export default function Page() {
  const { folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.cncaPartialDischarge}>
      <Suspense fallback={<p role="status">{es.app.loading}</p>}>
        <PartialDischarge folio={folio} />
      </Suspense>
    </ScreenShell>
  );
}
