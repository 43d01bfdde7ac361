/**
 * The video step of a customer link (docs/requirements.md §4 action codes 3 "video" and 4 "firma y video"): its
 * four pages, "Paso X de Y", and what the folio in the database says the customer may do now.
 */
import type { RouteKey } from '@/config/paths';
import type { Folio } from '@/lib/folio-contract.gen';

export type VideoRoute = Extract<
  RouteKey,
  'videoWelcome' | 'videoRecommendation' | 'videoLlamada' | 'videoConfirmation'
>;

export const VIDEO_FLOW: readonly VideoRoute[] = [
  'videoWelcome',
  'videoRecommendation',
  'videoLlamada',
  'videoConfirmation',
];

/** The parts of requests/{id} these pages read (a customer may read its own folio). */
export type VideoFolio = Pick<Folio, 'status' | 'folioIt' | 'link' | 'customerSteps' | 'client'>;

export const ACTION_VIDEO = 3;
export const ACTION_SIGNATURE_AND_VIDEO = 4;

const IN_CALL = ['videocall', 'videoRecording'];
const BEFORE_SIGNING = ['sentForSignature', 'waitingSignature'];

/**
 * ready: the call may start (the functions move the folio into videocall when it opens);
 * signFirst: a "firma y video" link not signed yet; done: the call ended successfully (the link is
 * used); notReady: anything else.
 */
export type VideoState = 'ready' | 'signFirst' | 'done' | 'notReady';

export function videoState(folio: VideoFolio): VideoState {
  if (folio.customerSteps?.video?.done) return 'done';
  const status = folio.status ?? '';
  const action = folio.link?.action;
  if (IN_CALL.includes(status)) return 'ready';
  if (action === ACTION_VIDEO && [...BEFORE_SIGNING, 'signature'].includes(status)) return 'ready';
  if (action === ACTION_SIGNATURE_AND_VIDEO) {
    if (status === 'signature') return 'ready';
    if (BEFORE_SIGNING.includes(status)) return 'signFirst';
  }
  return 'notReady';
}

/** "Paso X de Y" of a video page. */
export function videoStep(route: VideoRoute): { x: number; y: number } {
  return { x: VIDEO_FLOW.indexOf(route) + 1, y: VIDEO_FLOW.length };
}
