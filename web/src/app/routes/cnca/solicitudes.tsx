import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { CncaRequests } from '@/features/cnca/components/cnca-requests';

export default function Page() {
  return (
    <ScreenShell title={es.screens.cncaRequests}>
      <CncaRequests />
    </ScreenShell>
  );
}
