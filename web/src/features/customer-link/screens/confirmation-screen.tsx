import { customer as t } from '@/copy/es';

import { useCustomerLink } from '../hooks/use-customer-link';
import { DOCUMENTS_FLOW } from '../model/steps';

/** The message for where the folio is now (it updates live). */
export function confirmationMessage(status: string, documentsFlow: boolean): string {
  switch (status) {
    case 'bioprocess':
      return t.confirmation.validating;
    case 'biometricValidation':
    case 'tool':
      return t.confirmation.executive;
    case 'rejectionBiometric':
      return t.confirmation.rejected;
    case 'rejectionDocuments':
      return t.confirmation.rejectedDocuments;
    case 'rejectionSignature':
      return t.confirmation.rejectedSignature;
    case 'fileValidation':
    case 'validation':
    case 'incidence':
      return documentsFlow ? t.confirmation.documentsSent : t.confirmation.sent;
    default:
      return t.confirmation.nothingToDo;
  }
}

export function ConfirmationScreen() {
  const { folio, flow } = useCustomerLink();
  const msg = confirmationMessage(folio.status ?? '', flow === DOCUMENTS_FLOW);
  const busy = folio.status === 'bioprocess';
  return (
    <p role="status" aria-busy={busy} className="cl-card">
      {msg}
    </p>
  );
}
