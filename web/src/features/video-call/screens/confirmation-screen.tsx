import { Link } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';

import { useVideoLink } from '../hooks/use-video-link';

/** Confirmación del video: the call ended successfully and the folio goes on. */
export function VideoConfirmationScreen() {
  const { uuid, state } = useVideoLink();
  if (state !== 'done') {
    return (
      <>
        <p role="status">{t.confirmation.pending}</p>
        <Link className="vc-button" to={href('videoLlamada', { uuid })}>
          {t.confirmation.backToCall}
        </Link>
      </>
    );
  }
  return (
    <>
      <p role="status" className="vc-success">
        {t.confirmation.done}
      </p>
      <p>{t.confirmation.next}</p>
    </>
  );
}
