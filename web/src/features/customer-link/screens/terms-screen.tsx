import { customer as t } from '@/copy/es';

import { AcceptForm } from '../components/accept-form';
import { useCustomerLink } from '../hooks/use-customer-link';

export function TermsScreen() {
  const { ack } = useCustomerLink();
  return (
    <AcceptForm
      id="terms"
      label={t.terms.accept}
      mustAccept={t.terms.mustAccept}
      onAccept={async () => {
        ack('termsAndConditions');
        return null;
      }}
    >
      <p>{t.terms.lead}</p>
      <ol className="cl-card">
        {t.terms.body.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ol>
    </AcceptForm>
  );
}
