import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { SalesforceOfferPage } from '@/features/salesforce/components/salesforce-offer';

export default function Page() {
  return (
    <ScreenShell title={es.screens.salesforceOffer}>
      <SalesforceOfferPage />
    </ScreenShell>
  );
}
