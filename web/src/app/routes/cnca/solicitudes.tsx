import { lazy, Suspense } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { stepHref } from '@/features/capture/step-paths';

const CncaRequests = lazy(() =>
  import('@/features/cnca/components/cnca-requests').then((m) => ({ default: m.CncaRequests })),
);

export default function Page() {
  return (
    <ScreenShell title={es.screens.cncaRequests}>
      <Suspense fallback={<p role="status">{es.app.loading}</p>}>
        <CncaRequests requestHref={stepHref} />
      </Suspense>
    </ScreenShell>
  );
}
