import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { SalesforceRequests } from '@/features/salesforce/components/salesforce-requests';

export default function Page() {
  return (
    <ScreenShell title={es.screens.salesforceRequests}>
      <SalesforceRequests />
    </ScreenShell>
  );
}
