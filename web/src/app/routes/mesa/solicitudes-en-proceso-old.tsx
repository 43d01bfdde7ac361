import { ScreenShell } from '@/components/layouts/screen-shell';
import { es, staff } from '@/copy/es';
import { RequestsSnapshot } from '@/features/requests-lists/components/requests-snapshot';

export default function Page() {
  return (
    <ScreenShell title={es.screens.requestsInProcessOld}>
      <p>{staff.lists.snapshot}</p>
      <RequestsSnapshot kind="inProcess" caption={es.screens.requestsInProcessOld} />
    </ScreenShell>
  );
}
