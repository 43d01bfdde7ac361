import { ScreenShell } from '@/components/layouts/screen-shell';
import { config } from '@/config/env';
import { es } from '@/copy/es';
import { OutboxScreen } from '@/features/sms-outbox/components/outbox-screen';

export default function Page() {
  const { gatewayUrl, ibmClientId } = config();
  return (
    <ScreenShell title={es.screens.smsTest}>
      <OutboxScreen deps={{ gatewayUrl, clientId: ibmClientId }} />
    </ScreenShell>
  );
}
