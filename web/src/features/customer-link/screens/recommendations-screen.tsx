import { customer as t } from '@/copy/es';

import { useCustomerLink } from '../hooks/use-customer-link';

/** Tips before the photos. */
export function RecommendationsScreen() {
  const { ack } = useCustomerLink();
  return (
    <>
      <p>{t.recommendations.lead}</p>
      <ul className="cl-card">
        {t.recommendations.items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <button type="button" onClick={() => ack('recommendations')}>
        {t.recommendations.ready}
      </button>
    </>
  );
}
