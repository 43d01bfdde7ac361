import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { MonitorBoundary } from '@/features/monitor/components/monitor-boundary';
import { UpdateScreen } from '@/features/monitor/components/update-screen';

export default function Page() {
  const { id = '' } = useParams();
  return (
    <ScreenShell title={es.screens.monitorRequestUpdateJson}>
      <MonitorBoundary>
        <UpdateScreen key={id} id={id} />
      </MonitorBoundary>
    </ScreenShell>
  );
}
