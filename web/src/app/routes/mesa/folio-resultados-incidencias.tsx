import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { FolioReview } from '@/features/staff-validation/components/folio-review';

export default function Page() {
  const { folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.incidentResultsDetails}>
      <FolioReview id={folio} />
    </ScreenShell>
  );
}
