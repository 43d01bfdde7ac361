import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';
import { addressSegment, useLinkFolio, useLinkSession } from '@/lib/link-session';
import type { StartSession } from '@/lib/link-session';

import { watchVideoFolio } from '../api/folio';
import { idTokenOf, VideoLinkContext } from '../hooks/use-video-link';
import type { VideoLinkValue } from '../hooks/use-video-link';
import { videoState } from '../model/flow';
import type { VideoFolio, VideoRoute } from '../model/flow';
import { VideoLayout } from './video-layout';

export type { StartSession } from '@/lib/link-session';

export interface VideoLinkProps {
  route: VideoRoute;
  startSession: StartSession;
  children: ReactNode;
}

/**
 * A video page of a customer link: opens the link's session (an expired or used link shows the
 * functions' docs/requirements.md §8 message), watches the folio live, and shows the page only when the folio is
 * at the video step; after a successful call the call page goes on to the confirmation and the
 * welcome and recommendations show the used-link message.
 */
export function VideoLink({ route, startSession, children }: VideoLinkProps) {
  const { uuid: segment = '' } = useParams();
  const auth = useAuth();
  const db = useDatabase();
  const [phase, setPhase] = useLinkSession(segment, auth, startSession, t.link.noAccess);
  // Links from here carry the link id once the session is open, never the credential.
  const uuid = addressSegment(segment, phase);
  const folio = useLinkFolio<VideoFolio>(watchVideoFolio, db, phase, setPhase, {
    uuid: segment,
    start: startSession,
    invalid: t.link.invalid,
    noAccess: t.link.noAccess,
  });

  const requestId = phase.kind === 'ready' ? phase.requestId : '';

  const value = useMemo<VideoLinkValue | null>(
    () =>
      requestId && folio
        ? { uuid, requestId, folio, state: videoState(folio), idToken: idTokenOf(auth) }
        : null,
    [uuid, requestId, folio, auth],
  );

  let body: ReactNode;
  if (phase.kind === 'error') {
    body = (
      <p role="alert" className="alert">
        {phase.message}
      </p>
    );
  } else if (!value) {
    body = (
      <p role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  } else if (value.state === 'signFirst') {
    body = (
      <>
        <p role="alert" className="alert">
          {t.link.signFirst}
        </p>
        <Link className="vc-button" to={href('welcome', { uuid })}>
          {t.link.goSign}
        </Link>
      </>
    );
  } else if (value.state === 'notReady') {
    body = (
      <p role="alert" className="alert">
        {t.link.notReady}
      </p>
    );
  } else if (value.state === 'done' && route === 'videoLlamada') {
    // The call just ended well (the folio moved before the result came back): its confirmation.
    return <Navigate to={href('videoConfirmation', { uuid })} replace />;
  } else if (value.state === 'done' && route !== 'videoConfirmation') {
    body = (
      <p role="alert" className="alert">
        {t.link.used}
      </p>
    );
  } else {
    body = <VideoLinkContext.Provider value={value}>{children}</VideoLinkContext.Provider>;
  }
  return <VideoLayout route={route}>{body}</VideoLayout>;
}
