import { useNavigate } from 'react-router';

import { customer as t } from '@/copy/es';
import { useEarlyTap } from '@/lib/use-early-tap';

import { useCustomerLink } from '../hooks/use-customer-link';
import { SIGNATURE_FLOW } from '../model/steps';

/** bienvenida, and bienvenida-única (`unique`: where a returning customer or a 401 lands). */
export function WelcomeScreen({ unique = false }: { unique?: boolean }) {
  const { folio, flow, ack, pathOf, live } = useCustomerLink();
  const navigate = useNavigate();
  const name = folio.client?.names ?? '';
  const signature = flow === SIGNATURE_FLOW;
  // Reading the welcome needs no database: a tap before the sign-in is acted on once it is done.
  const start = useEarlyTap(live, () => {
    ack('welcome');
    if (unique) navigate(pathOf('welcome'), { replace: true });
  });
  return (
    <>
      <p>
        <strong>{t.welcome.greeting(name)}</strong>
      </p>
      <p>
        {unique ? t.welcome.uniqueIntro : signature ? t.welcome.signatureIntro : t.welcome.intro}
      </p>
      {!signature && !unique && (
        <>
          <p>{t.welcome.needs}</p>
          <ul>
            {t.welcome.needsItems.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        disabled={start.disabled}
        aria-busy={start.busy}
        onClick={start.onClick}
      >
        {unique ? t.continue : t.start}
      </button>
    </>
  );
}
