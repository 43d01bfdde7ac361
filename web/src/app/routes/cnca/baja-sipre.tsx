import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { SipreDischarge } from '@/features/cnca/components/sipre-discharge';

export default function Page() {
  const { folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.cncaSipreDischarge}>
      <SipreDischarge folio={folio} />
    </ScreenShell>
  );
}
