import { customer as t } from '@/copy/es';

import { LoanSummary } from '../components/loan-summary';
import { useCustomerLink } from '../hooks/use-customer-link';

export function SummaryScreen() {
  const { folio, ack } = useCustomerLink();
  return (
    <>
      <p>{t.summary.lead}</p>
      <LoanSummary folio={folio} />
      <button type="button" onClick={() => ack('summary')}>
        {t.continue}
      </button>
    </>
  );
}
