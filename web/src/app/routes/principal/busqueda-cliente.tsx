import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { ClientSearch } from '@/features/capture/components/client-search';

export default function Page() {
  return (
    <ScreenShell title={es.screens.clientSearch}>
      <ClientSearch />
    </ScreenShell>
  );
}
