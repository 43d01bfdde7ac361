import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { OtpScreen } from '@/features/customer-link/screens/otp-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="verificationOtp" startSession={startLinkSession}>
      <OtpScreen />
    </CustomerLink>
  );
}
