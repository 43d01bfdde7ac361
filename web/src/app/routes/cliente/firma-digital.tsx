import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { SignatureScreen } from '@/features/customer-link/screens/signature-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="customerSignature" startSession={startLinkSession}>
      <SignatureScreen />
    </CustomerLink>
  );
}
