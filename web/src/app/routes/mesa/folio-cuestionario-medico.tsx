import { Link, useNavigate, useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es, validation } from '@/copy/es';
import { statusAfterStep, statusGroup } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';
import { Questionnaire } from '@/features/staff-validation/components/questionnaire';

const inCapture = (r: LoanRequest) => statusGroup(r.status) === 'capture';

/**
 * Cuestionario médico: a capture step (docs/design.md §4, medicalQuestion) while the folio is in capture —
 * saving moves it on to datos generales — and, afterwards, the client's declaration shown to staff
 * read-only (frozen with the capture data, docs/contract.md).
 */
export default function Page() {
  const { folioInterno = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ScreenShell title={es.screens.medicalQuestionnaire}>
      <Questionnaire
        id={folioInterno}
        kind="medical"
        extra={(r) =>
          inCapture(r) ? { status: statusAfterStep(r.status, 'medicalQuestion') } : {}
        }
        onSaved={(r) => {
          if (inCapture(r)) navigate(href('generalData', { folioInterno }));
        }}
        readOnly={(r) => !inCapture(r)}
      />
      <p>
        <Link to={href('validationEdition', { folioInterno })}>{validation.backToFolio}</Link>
      </p>
    </ScreenShell>
  );
}
