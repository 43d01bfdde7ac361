import { Link, useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es, validation } from '@/copy/es';
import { Questionnaire } from '@/features/staff-validation/components/questionnaire';

export default function Page() {
  const { folioInterno = '' } = useParams();
  return (
    <ScreenShell title={es.screens.medicalQuestionnaire}>
      <Questionnaire id={folioInterno} kind="medical" />
      <p>
        <Link to={href('validationEdition', { folioInterno })}>{validation.backToFolio}</Link>
      </p>
    </ScreenShell>
  );
}
