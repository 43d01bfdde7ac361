import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { DocumentsScreen } from '@/features/monitor/components/documents-screen';
import { MonitorBoundary } from '@/features/monitor/components/monitor-boundary';

export default function Page() {
  const { id = '' } = useParams();
  return (
    <ScreenShell title={es.screens.viewDocumentMonitor}>
      <MonitorBoundary>
        <DocumentsScreen key={id} id={id} />
      </MonitorBoundary>
    </ScreenShell>
  );
}
