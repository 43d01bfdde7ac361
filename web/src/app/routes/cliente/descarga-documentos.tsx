import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { DownloadScreen } from '@/features/customer-link/screens/download-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="downloadFile" startSession={startLinkSession}>
      <DownloadScreen />
    </CustomerLink>
  );
}
