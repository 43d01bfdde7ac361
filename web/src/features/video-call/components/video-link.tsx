import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';
import { useShellHandoff } from '@/entities/link-session/handoff';
import { addressSegment } from '@/entities/link-session/machine';
import type { StartSession } from '@/entities/link-session/session';
import { lazyWatch, useLinkFolio, useLinkSession } from '@/entities/link-session/use-link-session';
import { firebaseAuth, useFirebase } from '@/lib/use-firebase';

import { idTokenOf, VideoLinkContext } from '../hooks/use-video-link';
import type { VideoLinkValue } from '../hooks/use-video-link';
import { videoState } from '../model/flow';
import type { VideoFolio, VideoRoute } from '../model/flow';
import { VideoLayout } from './video-layout';

export type { StartSession } from '@/entities/link-session/session';

// The folio's listener imports the database SDK: loaded once there is a folio to watch.
const watchVideoFolio = lazyWatch(async () => (await import('../api/folio')).watchVideoFolio);

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
  // Null until the SDK's chunk is there: the welcome renders from the session answer without it
  // (docs/adr/0080-link-pages-before-the-sdk.md).
  const db = useFirebase()?.database ?? null;
  const auth = firebaseAuth();
  const session = useLinkSession(segment, auth, startSession, t.link.noAccess);
  // Links from here carry the link id once the session is open, never the credential.
  const uuid = addressSegment(segment, session);
  const folio = useLinkFolio<VideoFolio>(watchVideoFolio, db, session, {
    uuid: segment,
    start: startSession,
    invalid: t.link.invalid,
    noAccess: t.link.noAccess,
  });

  // Live once signed in and the folio is watched. Before that the welcome shows the folio the
  // session's POST answered with when the call may start (its first paint, as the HTML shell's),
  // with nothing to act on yet.
  const live = session.kind === 'ready' && folio !== null && db !== null;
  const answer = session.kind === 'opening' || session.kind === 'ready' ? session.answer : null;
  const early = route === 'videoWelcome' ? (answer?.request as VideoFolio | undefined) : undefined;
  const shown = live ? folio : early && videoState(early) === 'ready' ? early : null;
  const requestId = session.kind === 'ready' ? session.requestId : (answer?.requestId ?? '');

  const value = useMemo<VideoLinkValue | null>(
    () =>
      requestId && shown
        ? {
            uuid,
            requestId,
            folio: shown,
            state: videoState(shown),
            idToken: idTokenOf(auth),
            live,
          }
        : null,
    [uuid, requestId, shown, live, auth],
  );

  // Hidden behind the HTML shell's screen until this page has one of its own to put in its place.
  const behind = useShellHandoff(segment, !!value);
  if (behind) return null;
  if (session.kind === 'refused') {
    return <VideoLinkRefused route={route} message={session.message} />;
  }
  if (!value) return <VideoLinkLoading route={route} />;
  let body: ReactNode;
  if (value.state === 'signFirst') {
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

/** A video page while its session or folio is on its way (also the HTML shell's, app/link-shell). */
export function VideoLinkLoading({ route }: { route: VideoRoute }) {
  return (
    <VideoLayout route={route}>
      <p role="status" aria-busy="true">
        {t.loading}
      </p>
    </VideoLayout>
  );
}

/** A video page the functions refuse: their message (docs/requirements.md §8). */
export function VideoLinkRefused({ route, message }: { route: VideoRoute; message: string }) {
  return (
    <VideoLayout route={route}>
      <p role="alert" className="alert">
        {message}
      </p>
    </VideoLayout>
  );
}
