import { Link } from 'react-router';

import { href } from '@/config/paths';
import { corrections, es } from '@/copy/es';
import { PendingEffects } from '@/features/pending-effects/components/pending-effects';
import { RequestsList } from '@/features/requests-lists/components/requests-list';
import { ResendLink } from '@/features/requests-lists/components/resend-link';

export default function Page() {
  return (
    <RequestsList
      kind="inProcess"
      title={es.screens.requestsInProcess}
      renderActions={(r) =>
        r.status === 'captureCorrection' ? (
          // A return to capture: the promoter corrects the named items on the folio's edition page.
          <Link to={href('validationEdition', { folioInterno: r.id })}>
            {corrections.list.correct}
          </Link>
        ) : (
          <ResendLink request={r} />
        )
      }
    >
      <PendingEffects />
    </RequestsList>
  );
}
