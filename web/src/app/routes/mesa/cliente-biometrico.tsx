import { Link } from 'react-router';

import { href } from '@/config/paths';
import { es, validation } from '@/copy/es';
import { StatusList } from '@/features/staff-validation/components/status-list';

/** Folios whose customer is in the biometric stage (link sent, provider deciding, or staff review). */
const STATUSES = ['waitingProcessCustomer', 'bioprocess', 'biometricValidation', 'tool'];

export default function Page() {
  return (
    <StatusList
      title={es.screens.clientBiometric}
      statuses={STATUSES}
      renderAction={(r) => (
        <Link
          to={href('validateDocuments', { folio: r.id })}
          aria-label={`${validation.attend} ${r.id}`}
        >
          {validation.attend}
        </Link>
      )}
    />
  );
}
