import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { NewClient } from '@/features/capture/components/new-client';

export default function Page() {
  return (
    <ScreenShell title={es.screens.newClient}>
      <NewClient />
    </ScreenShell>
  );
}
