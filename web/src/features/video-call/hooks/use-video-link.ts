import type { Auth } from 'firebase/auth';
import { createContext, useContext } from 'react';

import type { VideoFolio, VideoState } from '../model/flow';

/** What a video page gets from <VideoLink>. */
export interface VideoLinkValue {
  uuid: string;
  requestId: string;
  folio: VideoFolio;
  state: VideoState;
  /**
   * The folio is the live one and the Firebase session is signed in. Before that (the welcome's
   * first paint) it is the session POST's copy: show it, but let nothing be done with it.
   */
  live: boolean;
  /** The link's Firebase ID token, for the functions' video endpoints. */
  idToken: () => Promise<string>;
}

export const VideoLinkContext = createContext<VideoLinkValue | null>(null);

export function useVideoLink(): VideoLinkValue {
  const v = useContext(VideoLinkContext);
  if (!v) throw new Error('useVideoLink outside <VideoLink>');
  return v;
}

/** The signed-in link's ID token (Auth may still be on its way: lib/use-firebase.ts). */
export function idTokenOf(auth: Auth | Promise<Auth>): () => Promise<string> {
  return async () => {
    const user = (await auth).currentUser;
    if (!user) throw new Error('signed out');
    return user.getIdToken();
  };
}
