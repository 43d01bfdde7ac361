import { Link } from 'react-router';

import { href } from '@/config/paths';
import { es, validation } from '@/copy/es';
import { StatusList } from '@/features/staff-validation/components/status-list';

const STATUSES = ['incidence'];

export default function Page() {
  return (
    <StatusList
      title={es.screens.incidentResults}
      statuses={STATUSES}
      renderAction={(r) => (
        <Link
          to={href('incidentResultsDetails', { folio: r.id })}
          aria-label={`${validation.attend} ${r.id}`}
        >
          {validation.attend}
        </Link>
      )}
    />
  );
}
