import { customer as t } from '@/copy/es';

import { messageOf } from '../api/errors';
import { saveCustomerStep } from '../api/folio';
import { AcceptForm } from '../components/accept-form';
import { useLiveCustomerLink } from '../hooks/use-customer-link';

/** Consent to verify the INE (customField 1013). */
export function ConsentScreen() {
  const { db, requestId } = useLiveCustomerLink();
  return (
    <AcceptForm
      id="consent"
      label={t.consent.accept}
      mustAccept={t.consent.mustAccept}
      onAccept={() =>
        saveCustomerStep(db, requestId, 'consent').then(
          () => null,
          (e: unknown) => messageOf(e),
        )
      }
    >
      <p>{t.consent.lead}</p>
      <p className="cl-card">{t.consent.text}</p>
    </AcceptForm>
  );
}
