import { useNavigate } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';

import { useVideoLink } from '../hooks/use-video-link';

/** Bienvenida al video: what the call is and what to have at hand. */
export function VideoWelcomeScreen() {
  const { uuid, folio, live } = useVideoLink();
  const navigate = useNavigate();
  const name = folio.client?.names ?? '';
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
        disabled={!live}
        aria-busy={!live}
        onClick={() => navigate(href('videoRecommendation', { uuid }))}
      >
        {t.start}
      </button>
    </>
  );
}
