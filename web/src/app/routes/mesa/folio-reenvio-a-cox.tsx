import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { CoxErrors } from '@/features/staff-validation/components/cox-errors';
import { FolioReview } from '@/features/staff-validation/components/folio-review';

export default function Page() {
  const { folio = '' } = useParams();
  return (
    <ScreenShell title={es.screens.resendToCox}>
      <FolioReview id={folio}>
        <CoxErrors requestId={folio} />
      </FolioReview>
    </ScreenShell>
  );
}
