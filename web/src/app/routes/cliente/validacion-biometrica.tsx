import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { BiometricScreen } from '@/features/customer-link/screens/biometric-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="biometricValidation" startSession={startLinkSession}>
      <BiometricScreen />
    </CustomerLink>
  );
}
