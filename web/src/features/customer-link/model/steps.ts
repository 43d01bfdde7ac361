/**
 * Where a customer is in a link: the steps of each link action (docs/requirements.md §4 action codes) and the
 * derivation of the current step from the folio in the database (status + customerSteps), so a
 * reload resumes where the customer was. Steps that leave nothing in the database (reading the
 * welcome, the summary, the terms…) are remembered per link in localStorage ("acks").
 */
import type { RouteKey } from '@/config/paths';
import type { Folio } from '@/lib/folio-contract.gen';

export type CustomerRoute = Extract<
  RouteKey,
  | 'welcome'
  | 'uniqueUrl'
  | 'ineConsent'
  | 'verificationOtp'
  | 'identificationQuestionnaire'
  | 'recommendations'
  | 'lifeTest'
  | 'biometricValidation'
  | 'confirmation'
  | 'customerDocuments'
  | 'summary'
  | 'termsAndConditions'
  | 'creditCircle'
  | 'customerSignature'
  | 'downloadFile'
  | 'videoWelcome'
>;

export type FolioProgress = Pick<Folio, 'status' | 'customerSteps' | 'link'>;

/** Action 1: identity (consent, OTP, biometrics). */
export const BIOMETRIC_FLOW: readonly CustomerRoute[] = [
  'welcome',
  'ineConsent',
  'verificationOtp',
  'identificationQuestionnaire',
  'recommendations',
  'lifeTest',
  'biometricValidation',
  'confirmation',
];

/** Actions 2 and 4 (3 hands over to the video pages): summary, terms, bureau clauses, signature, download. */
export const SIGNATURE_FLOW: readonly CustomerRoute[] = [
  'welcome',
  'summary',
  'termsAndConditions',
  'creditCircle',
  'customerSignature',
  'downloadFile',
];

/** Action 5: correct documents (re-upload the official ID). */
export const DOCUMENTS_FLOW: readonly CustomerRoute[] = ['customerDocuments', 'confirmation'];

const SIGNATURE_STATUSES = ['sentForSignature', 'waitingSignature'];
const SIGNED_STATUSES = [
  'signature',
  'videocall',
  'videoRecording',
  'sentCOX',
  'errorSentCOX',
  'complete',
];
const REPROCESS_STATUSES = ['documentsReprocessing', 'uploadingDocuments'];

/** The steps of the link the customer holds, chosen by link action, else by status. */
export function flowOf(folio: FolioProgress): readonly CustomerRoute[] {
  const action = folio.link?.action;
  if (action === 5) return DOCUMENTS_FLOW;
  if (action === 2 || action === 3 || action === 4) return SIGNATURE_FLOW;
  if (action === 1) return BIOMETRIC_FLOW;
  const status = folio.status ?? '';
  if (REPROCESS_STATUSES.includes(status)) return DOCUMENTS_FLOW;
  if (SIGNATURE_STATUSES.includes(status) || SIGNED_STATUSES.includes(status))
    return SIGNATURE_FLOW;
  return BIOMETRIC_FLOW;
}

/** Statuses in which a video-only link (action 3) belongs to the video-call pages. */
const VIDEO_ONLY_STATUSES = ['sentForSignature', 'waitingSignature', 'signature', 'videocall'];

/**
 * The route the customer belongs on now. 'videoWelcome' hands the customer to the video-call
 * pages, which keep their own steps.
 */
export function deriveStep(folio: FolioProgress, acks: ReadonlySet<string>): CustomerRoute {
  const status = folio.status ?? '';
  const steps = folio.customerSteps ?? {};
  if (folio.link?.action === 3 && VIDEO_ONLY_STATUSES.includes(status)) return 'videoWelcome';
  if (status === 'waitingProcessCustomer') {
    if (!steps.consent?.done && !acks.has('welcome')) return 'welcome';
    if (!steps.consent?.done) return 'ineConsent';
    if (!steps.otp?.done) return 'verificationOtp';
    if (!steps.lifeTest?.done) {
      if (!acks.has('identificationQuestionnaire')) return 'identificationQuestionnaire';
      if (!acks.has('recommendations')) return 'recommendations';
      return 'lifeTest';
    }
    return 'biometricValidation';
  }
  if (REPROCESS_STATUSES.includes(status)) return 'customerDocuments';
  if (status === 'sentForSignature') {
    if (!acks.has('welcome')) return 'welcome';
    if (!acks.has('summary')) return 'summary';
    if (!acks.has('termsAndConditions')) return 'termsAndConditions';
    return 'creditCircle';
  }
  // The signature page also finishes a move to 'signature' interrupted after the pad was saved.
  if (status === 'waitingSignature') return 'customerSignature';
  if (SIGNED_STATUSES.includes(status)) return 'downloadFile';
  return 'confirmation';
}

/** "Paso X de Y": X is 1-based; null when the route is not a step of this flow. */
export function stepPosition(
  flow: readonly CustomerRoute[],
  route: CustomerRoute,
): { x: number; y: number } | null {
  const at = route === 'uniqueUrl' ? flow.indexOf('welcome') : flow.indexOf(route);
  return at < 0 ? null : { x: at + 1, y: flow.length };
}

const ACKS_PREFIX = 'oppnp.link.';

/** Steps the customer finished that leave no trace in the database, for one link. */
export function readAcks(uuid: string, storage: Storage = localStorage): Set<string> {
  try {
    const raw = storage.getItem(ACKS_PREFIX + uuid);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((v) => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeAck(uuid: string, step: string, storage: Storage = localStorage): Set<string> {
  const acks = readAcks(uuid, storage);
  acks.add(step);
  storage.setItem(ACKS_PREFIX + uuid, JSON.stringify([...acks]));
  return acks;
}

/**
 * An open correction asks the customer for data (action 5's first step is then a form whose
 * inputs start from the live folio's values, which the session answer does not carry in full).
 */
export function asksCustomerData(folio: Pick<Folio, 'correction'>): boolean {
  const c = folio.correction;
  return !!c?.open && c.writer === 'customer' && Object.keys(c.items ?? {}).length > 0;
}
