import { describe, expect, it } from 'vitest';

import { videoState, videoStep } from '../model/flow';
import { isMobileUserAgent, preflight } from '../model/preflight';
import type { PreflightEnv } from '../model/preflight';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function env(patch: Partial<PreflightEnv> = {}, denied: string[] = []): PreflightEnv {
  return {
    userAgent: PIXEL,
    onLine: true,
    hasMediaDevices: true,
    permission: async (name) => (denied.includes(name) ? 'denied' : 'prompt'),
    ...patch,
  };
}

describe('preflight (docs/requirements.md §8 call error codes)', () => {
  it.each([
    ['a phone with everything', env(), null],
    ['a desktop', env({ userAgent: DESKTOP }), 'DEVICE_IS_NOT_A_MOBILE'],
    ['offline', env({ onLine: false }), 'THERE_IS_NO_INTERNET_CONECTION'],
    ['no camera APIs', env({ hasMediaDevices: false }), 'BROWSER_NOT_SUPPORTED'],
    ['camera blocked', env({}, ['camera']), 'BROWSER_WITHOUT_PERMISSIONS'],
    ['microphone blocked', env({}, ['microphone']), 'BROWSER_WITHOUT_PERMISSIONS'],
    ['location blocked', env({}, ['geolocation']), 'GEOLOCATION_DISABLED'],
    ['unknown permission states pass', env({ permission: async () => undefined }), null],
  ])('%s → %s', async (_name, e, want) => {
    expect(await preflight(e)).toBe(want);
  });

  it('detects phones from the user agent (docs/requirements.md §9)', () => {
    expect(isMobileUserAgent(PIXEL)).toBe(true);
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });
});

describe('videoState (action codes 3 and 4)', () => {
  it.each([
    [{ status: 'sentForSignature', link: { action: 3 } }, 'ready'],
    [{ status: 'waitingSignature', link: { action: 3 } }, 'ready'],
    [{ status: 'videocall', link: { action: 3 } }, 'ready'],
    [{ status: 'videoRecording', link: { action: 4 } }, 'ready'],
    [{ status: 'signature', link: { action: 4 } }, 'ready'],
    [{ status: 'sentForSignature', link: { action: 4 } }, 'signFirst'],
    [{ status: 'waitingSignature', link: { action: 4 } }, 'signFirst'],
    [{ status: 'sentCOX', link: { action: 3 }, customerSteps: { video: { done: true } } }, 'done'],
    [{ status: 'complete', link: { action: 4 }, customerSteps: { video: { done: true } } }, 'done'],
    [{ status: 'sentCOX', link: { action: 2 } }, 'notReady'],
    [{ status: 'signature', link: { action: 2 } }, 'notReady'],
    [{ status: 'waitingProcessCustomer', link: { action: 1 } }, 'notReady'],
  ] as const)('%j → %s', (folio, want) => {
    expect(videoState(folio)).toBe(want);
  });

  it('numbers the pages "Paso X de 4"', () => {
    expect(videoStep('videoWelcome')).toEqual({ x: 1, y: 4 });
    expect(videoStep('videoLlamada')).toEqual({ x: 3, y: 4 });
    expect(videoStep('videoConfirmation')).toEqual({ x: 4, y: 4 });
  });
});
