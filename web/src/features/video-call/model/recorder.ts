/**
 * The bounds and errors of the video a customer records when the live call cannot happen
 * (docs/adr/0041-video-recording-in-the-browser.md): which container the browser can record, the
 * duration and size the functions accept, and the Spanish message of each failure.
 */
import type { RecordingErrorCode } from '@/copy/video';

/** The browser stops recording by itself at MAX_MS; shorter than MIN_MS is refused. */
export const MAX_MS = 30_000;
export const MIN_MS = 1_000;
/** The functions and the gateway accept at most 4 MB. */
export const MAX_BYTES = 4 * 1024 * 1024;
/** Bitrates that keep 30 s near 1 MB. */
export const VIDEO_BPS = 250_000;
export const AUDIO_BPS = 32_000;

/** Containers the functions accept, best first. */
const CANDIDATES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm',
  'video/mp4',
] as const;

/** The first container the browser can record; '' when it can record none of them. */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string {
  return CANDIDATES.find((c) => isTypeSupported(c)) ?? '';
}

/** Whether this browser can record at all. */
export function canRecord(env: { mediaDevices?: unknown; MediaRecorder?: unknown }): boolean {
  return !!env.mediaDevices && typeof env.MediaRecorder === 'function';
}

/** What a getUserMedia / MediaRecorder failure means to the customer. */
export function recordingErrorCode(err: unknown): RecordingErrorCode {
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** The video step's outcome once the recorded video is accepted (functions/internal/video). */
export const RECORDED_OUTCOME = 'VIDEO_RECORDED';

/** Call outcomes that mean nobody can take the live call: a recording is offered instead. */
export function isRecordable(outcome: string | undefined): boolean {
  return outcome === 'NO_EXECUTIVE_FOUND' || outcome === 'OFFLINE_EXECUTIVE';
}

/** Why a finished recording cannot be sent, or null when it can. */
export function recordingProblem(size: number, durationMs: number): 'tooShort' | 'tooLarge' | null {
  if (durationMs < MIN_MS || size === 0) return 'tooShort';
  if (size > MAX_BYTES) return 'tooLarge';
  return null;
}
