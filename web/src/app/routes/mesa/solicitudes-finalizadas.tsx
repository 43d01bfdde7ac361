import { Link } from 'react-router';

import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { staffLists } from '@/copy/staff-lists';
import { RequestsList } from '@/features/requests-lists/components/requests-list';

// The detail a row's link opens, fetched once the list has its rows (not before them).
const prefetchDetail = () => void import('./solicitudes-finalizadas-detalle');

export default function Page() {
  return (
    <RequestsList
      kind="complete"
      title={es.screens.completedRequests}
      afterFirstRows={prefetchDetail}
      renderActions={(r) => (
        <Link
          to={href('completedRequestsDetail', { bpId: r.currentPromoterBpId, folio: r.id })}
          aria-label={`${staffLists.detail} ${r.id}`}
        >
          {staffLists.detail}
        </Link>
      )}
    />
  );
}
