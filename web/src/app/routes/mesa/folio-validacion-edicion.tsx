import { Link, useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { FolioReview } from '@/features/staff-validation/components/folio-review';

export default function Page() {
  const { folioInterno = '' } = useParams();
  const p = { folioInterno };
  return (
    <ScreenShell title={es.screens.validationEdition}>
      <FolioReview id={folioInterno} edits>
        <nav aria-label={es.screens.validationEdition}>
          <ul>
            <li>
              <Link to={href('generalData', p)}>{es.screens.generalData}</Link>
            </li>
            <li>
              <Link to={href('medicalQuestionnaire', p)}>{es.screens.medicalQuestionnaire}</Link>
            </li>
            <li>
              <Link to={href('vulnerabilityQuestionnaire', p)}>
                {es.screens.vulnerabilityQuestionnaire}
              </Link>
            </li>
          </ul>
        </nav>
      </FolioReview>
    </ScreenShell>
  );
}
