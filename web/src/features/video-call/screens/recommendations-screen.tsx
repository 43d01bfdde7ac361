import { useNavigate } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';

import { useVideoLink } from '../hooks/use-video-link';

/** Recomendaciones para el video: a quiet, well-lit place and the permissions to allow. */
export function VideoRecommendationsScreen() {
  const { uuid } = useVideoLink();
  const navigate = useNavigate();
  return (
    <>
      <p>{t.recommendations.lead}</p>
      <ul>
        {t.recommendations.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <button type="button" onClick={() => navigate(href('videoLlamada', { uuid }))}>
        {t.ready}
      </button>
    </>
  );
}
