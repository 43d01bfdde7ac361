import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { LifeTestScreen } from '@/features/customer-link/screens/life-test-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="lifeTest" startSession={startLinkSession}>
      <LifeTestScreen />
    </CustomerLink>
  );
}
