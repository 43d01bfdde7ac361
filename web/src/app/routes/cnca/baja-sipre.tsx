import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';

// The heading shows at once; the folio (database listener, functions call) streams in after it.
const SipreDischarge = lazy(() =>
  import('@/features/cnca/components/sipre-discharge').then((m) => ({ default: m.SipreDischarge })),
);

export default function Page() {
  const { folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.cncaSipreDischarge}>
      <Suspense fallback={<p role="status">{es.app.loading}</p>}>
        <SipreDischarge folio={folio} />
      </Suspense>
    </ScreenShell>
  );
}
