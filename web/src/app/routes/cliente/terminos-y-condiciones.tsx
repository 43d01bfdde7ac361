import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { TermsScreen } from '@/features/customer-link/screens/terms-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="termsAndConditions" startSession={startLinkSession}>
      <TermsScreen />
    </CustomerLink>
  );
}
