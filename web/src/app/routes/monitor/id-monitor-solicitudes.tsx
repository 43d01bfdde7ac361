import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { DetailScreen } from '@/features/monitor/components/detail-screen';
import { MonitorBoundary } from '@/features/monitor/components/monitor-boundary';

export default function Page() {
  const { id = '' } = useParams();
  return (
    <ScreenShell title={es.screens.monitorRequestDetails}>
      <MonitorBoundary>
        <DetailScreen key={id} id={id} />
      </MonitorBoundary>
    </ScreenShell>
  );
}
