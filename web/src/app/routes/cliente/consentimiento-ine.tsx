import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { ConsentScreen } from '@/features/customer-link/screens/consent-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="ineConsent" startSession={startLinkSession}>
      <ConsentScreen />
    </CustomerLink>
  );
}
