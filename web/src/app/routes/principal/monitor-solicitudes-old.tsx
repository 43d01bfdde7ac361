import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { MonitorBoundary } from '@/features/monitor/components/monitor-boundary';
import { OldListScreen } from '@/features/monitor/components/old-list-screen';

export default function Page() {
  return (
    <ScreenShell title={es.screens.monitorRequestsOld}>
      <MonitorBoundary>
        <OldListScreen />
      </MonitorBoundary>
    </ScreenShell>
  );
}
