import { Link } from 'react-router';

import { href } from '@/config/paths';
import { es, validation } from '@/copy/es';
import { StatusList } from '@/features/staff-validation/components/status-list';

const STATUSES = ['fileValidation'];

export default function Page() {
  return (
    <StatusList
      title={es.screens.documentValidation}
      statuses={STATUSES}
      renderAction={(r) => (
        <Link
          to={href('documentValidationDetail', { folio: r.id })}
          aria-label={`${validation.attend} ${r.id}`}
        >
          {validation.attend}
        </Link>
      )}
    />
  );
}
