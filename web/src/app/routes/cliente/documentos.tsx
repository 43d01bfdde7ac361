import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { DocumentsScreen } from '@/features/customer-link/screens/documents-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="customerDocuments" startSession={startLinkSession}>
      <DocumentsScreen />
    </CustomerLink>
  );
}
