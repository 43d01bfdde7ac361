import { Link } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';

import { useVideoLink } from '../hooks/use-video-link';
import { RECORDED_OUTCOME } from '../model/recorder';

/** Confirmación del video: the call ended successfully, or the recorded video was accepted, and the folio goes on. */
export function VideoConfirmationScreen() {
  const { uuid, state, folio } = useVideoLink();
  const recorded = folio.customerSteps?.video?.outcome === RECORDED_OUTCOME;
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
        {recorded ? t.confirmation.recorded : t.confirmation.done}
      </p>
      <p>{t.confirmation.next}</p>
    </>
  );
}
