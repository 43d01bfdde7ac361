import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { WelcomeScreen } from '@/features/customer-link/screens/welcome-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="uniqueUrl" startSession={startLinkSession} stay>
      <WelcomeScreen unique />
    </CustomerLink>
  );
}
