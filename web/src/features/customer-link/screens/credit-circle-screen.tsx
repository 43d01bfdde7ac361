import { customer as t } from '@/copy/es';

import { messageOf } from '../api/errors';
import { moveStatus } from '../api/folio';
import { AcceptForm } from '../components/accept-form';
import { useLiveCustomerLink } from '../hooks/use-customer-link';

/** Círculo de Crédito clauses; accepting them moves sentForSignature → waitingSignature. */
export function CreditCircleScreen() {
  const { db, requestId, uid } = useLiveCustomerLink();
  return (
    <AcceptForm
      id="credit-circle"
      label={t.creditCircle.accept}
      mustAccept={t.creditCircle.mustAccept}
      onAccept={() =>
        moveStatus(db, requestId, uid, 'waitingSignature').then(
          () => null,
          (e: unknown) => messageOf(e),
        )
      }
    >
      <p>{t.creditCircle.lead}</p>
      <p className="cl-card">{t.creditCircle.body}</p>
    </AcceptForm>
  );
}
