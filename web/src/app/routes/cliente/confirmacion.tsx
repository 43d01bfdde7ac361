import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { ConfirmationScreen } from '@/features/customer-link/screens/confirmation-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="confirmation" startSession={startLinkSession}>
      <ConfirmationScreen />
    </CustomerLink>
  );
}
