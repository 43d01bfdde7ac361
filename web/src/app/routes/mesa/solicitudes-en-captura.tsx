import { Link } from 'react-router';

import { es, staff } from '@/copy/es';
import { DiscardFolioButton } from '@/features/capture/components/discard-folio';
import { stepHref } from '@/features/capture/step-paths';
import { RequestsList } from '@/features/requests-lists/components/requests-list';
import { useStore } from '@/stores/create-store';
import { isPromoterBlocked, sessionStore } from '@/stores/session';

export default function Page() {
  const blocked = useStore(sessionStore, (s) => isPromoterBlocked(s.promoterBlocked));
  return (
    <RequestsList
      kind="capture"
      title={es.screens.requestsInEraser}
      renderActions={
        blocked
          ? undefined
          : (r) => {
              const to = stepHref(r.status, r.id);
              return (
                <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                  {to && (
                    <Link to={to} aria-label={`${staff.lists.continue} ${r.id}`}>
                      {staff.lists.continue}
                    </Link>
                  )}
                  <DiscardFolioButton id={r.id} />
                </span>
              );
            }
      }
    />
  );
}
