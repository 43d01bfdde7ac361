import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { PartialDischarge } from '@/features/cnca/components/partial-discharge';

export default function Page() {
  const { folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.cncaPartialDischarge}>
      <PartialDischarge folio={folio} />
    </ScreenShell>
  );
}
