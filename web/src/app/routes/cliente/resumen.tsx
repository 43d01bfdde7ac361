import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { SummaryScreen } from '@/features/customer-link/screens/summary-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="summary" startSession={startLinkSession}>
      <SummaryScreen />
    </CustomerLink>
  );
}
