import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { RecommendationsScreen } from '@/features/customer-link/screens/recommendations-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="recommendations" startSession={startLinkSession}>
      <RecommendationsScreen />
    </CustomerLink>
  );
}
