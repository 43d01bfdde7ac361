import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { CompletedDetail } from '@/features/requests-lists/components/completed-detail';

export default function Page() {
  const { bpId = '', folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.completedRequestsDetail}>
      <CompletedDetail bpId={bpId} folio={folio} />
    </ScreenShell>
  );
}
