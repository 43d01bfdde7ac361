import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { CreditCircleScreen } from '@/features/customer-link/screens/credit-circle-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="creditCircle" startSession={startLinkSession}>
      <CreditCircleScreen />
    </CustomerLink>
  );
}
