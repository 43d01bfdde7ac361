import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { BoardScreen } from '@/features/monitor/components/board-screen';
import { MonitorBoundary } from '@/features/monitor/components/monitor-boundary';

export default function Page() {
  return (
    <ScreenShell title={es.screens.monitorRequestPerformance}>
      <MonitorBoundary>
        <BoardScreen />
      </MonitorBoundary>
    </ScreenShell>
  );
}
