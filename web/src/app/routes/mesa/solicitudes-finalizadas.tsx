import { Link } from 'react-router';

import { href } from '@/config/paths';
import { es, staff } from '@/copy/es';
import { RequestsList } from '@/features/requests-lists/components/requests-list';

export default function Page() {
  return (
    <RequestsList
      kind="complete"
      title={es.screens.completedRequests}
      renderActions={(r) => (
        <Link
          to={href('completedRequestsDetail', { bpId: r.currentPromoterBpId, folio: r.id })}
          aria-label={`${staff.lists.detail} ${r.id}`}
        >
          {staff.lists.detail}
        </Link>
      )}
    />
  );
}
