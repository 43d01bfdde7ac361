import { es } from '@/copy/es';
import { PendingEffects } from '@/features/pending-effects/components/pending-effects';
import { RequestsList } from '@/features/requests-lists/components/requests-list';
import { ResendLink } from '@/features/requests-lists/components/resend-link';

export default function Page() {
  return (
    <>
      <RequestsList
        kind="inProcess"
        title={es.screens.requestsInProcess}
        renderActions={(r) => <ResendLink request={r} />}
      />
      <PendingEffects />
    </>
  );
}
