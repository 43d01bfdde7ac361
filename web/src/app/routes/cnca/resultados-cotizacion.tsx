import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { CncaResults } from '@/features/cnca/components/cnca-results';

export default function Page() {
  return (
    <ScreenShell title={es.screens.cncaQuoterResults}>
      <CncaResults />
    </ScreenShell>
  );
}
