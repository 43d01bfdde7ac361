import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { DiagnosticsPage } from '@/features/diagnostics/diagnostics-page';

export default function Page() {
  return (
    <ScreenShell title={es.screens.testing}>
      <DiagnosticsPage />
    </ScreenShell>
  );
}
