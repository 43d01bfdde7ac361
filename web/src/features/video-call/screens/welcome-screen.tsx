import { useNavigate } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';
import { useEarlyTap } from '@/lib/use-early-tap';

import { useVideoLink } from '../hooks/use-video-link';

/** Bienvenida al video: what the call is and what to have at hand. */
export function VideoWelcomeScreen() {
  const { uuid, folio, live } = useVideoLink();
  const navigate = useNavigate();
  const name = folio.client?.names ?? '';
  // A tap before the sign-in moves on once the session is live (the next page reads the folio).
  const start = useEarlyTap(live, () => navigate(href('videoRecommendation', { uuid })));
  return (
    <>
      <p className="vc-lead">{t.welcome.greeting(name)}</p>
      <p>{t.welcome.intro}</p>
      <p>{t.welcome.needs}</p>
      <ul>
        {t.welcome.needsItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <button
        type="button"
        disabled={start.disabled}
        aria-busy={start.busy}
        onClick={start.onClick}
      >
        {t.start}
      </button>
    </>
  );
}
