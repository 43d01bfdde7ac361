import { lazy, Suspense } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';

// The heading shows at once; the search (gateway client, database queries) streams in after it.
const ClientSearch = lazy(() =>
  import('@/features/capture/components/client-search').then((m) => ({ default: m.ClientSearch })),
);

export default function Page() {
  return (
    <ScreenShell title={es.screens.clientSearch}>
      <Suspense fallback={<p role="status">{es.app.loading}</p>}>
        <ClientSearch />
      </Suspense>
    </ScreenShell>
  );
}
