import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { CncaQuoter } from '@/features/cnca/components/cnca-quoter';

export default function Page() {
  return (
    <ScreenShell title={es.screens.cncaQuoter}>
      <CncaQuoter />
    </ScreenShell>
  );
}
