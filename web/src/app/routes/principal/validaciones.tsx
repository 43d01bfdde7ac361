import { Link, useSearchParams } from 'react-router';

import { href } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import { es, staff } from '@/copy/es';
import type { LoanRequest } from '@/entities/folio/request-model';
import { DocumentsStep } from '@/features/capture/components/documents-step';
import { FOLIO_PARAM } from '@/features/capture/hooks/use-folio';
import { RequestsList } from '@/features/requests-lists/components/requests-list';
import { CoxErrorList } from '@/features/staff-validation/components/cox-error-list';
import { DuplicateList } from '@/features/staff-validation/components/duplicate-list';
import { useStore } from '@/stores/create-store';
import { isAdminRole, sessionStore } from '@/stores/session';

/** The staff screen where a folio waiting in `status` is worked on. */
const WORK_SCREEN: Record<string, RouteKey> = {
  biometricValidation: 'biometricToolDocuments',
  tool: 'biometricToolDocuments',
  fileValidation: 'documentValidationDetail',
  validation: 'validationEdition',
  incidence: 'incidentResultsDetails',
  errorSentCOX: 'resendToCox',
};

function workLink(r: LoanRequest) {
  const key = WORK_SCREEN[r.status];
  if (!key) return null;
  const param = key === 'validationEdition' ? 'folioInterno' : 'folio';
  return (
    <Link to={href(key, { [param]: r.id })} aria-label={`${staff.lists.attend} ${r.id}`}>
      {staff.lists.attend}
    </Link>
  );
}

/**
 * With ?folio=: the folio's documents step and "Enviar liga al cliente". Without it: the
 * validations dashboard, the live list of folios waiting for staff, and for admin staff every
 * folio's COX errors (errors/cox) with a link to each reenvío a COX, and the refused duplicate
 * folios of their branches' promoters, each of which they may allow once.
 */
export default function Page() {
  const [params] = useSearchParams();
  const { role } = useStore(sessionStore);
  if (params.get(FOLIO_PARAM)) return <DocumentsStep />;
  return (
    <RequestsList
      kind="staffQueue"
      title={es.screens.validationsDashboard}
      renderActions={workLink}
    >
      {isAdminRole(role) && <DuplicateList />}
      {isAdminRole(role) && <CoxErrorList />}
    </RequestsList>
  );
}
