import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { CncaMenu } from '@/features/cnca/components/cnca-menu';

export default function Page() {
  return (
    <ScreenShell title={es.screens.cncaMenu}>
      <CncaMenu />
    </ScreenShell>
  );
}
