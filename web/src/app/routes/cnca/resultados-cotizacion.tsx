import { lazy, Suspense } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';

const CncaResults = lazy(() =>
  import('@/features/cnca/components/cnca-results').then((m) => ({ default: m.CncaResults })),
);

export default function Page() {
  return (
    <ScreenShell title={es.screens.cncaQuoterResults}>
      <Suspense fallback={<p role="status">{es.app.loading}</p>}>
        <CncaResults />
      </Suspense>
    </ScreenShell>
  );
}
