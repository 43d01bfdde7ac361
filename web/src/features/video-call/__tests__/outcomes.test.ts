import { describe, expect, it } from 'vitest';

import { video as t } from '@/copy/video';

import { callErrorMessage, errorCode, isFinal, outcomeView } from '../model/outcomes';

describe('outcomeView (docs/requirements.md §4 call outcomes)', () => {
  it.each([
    ['CALL_WAITING', 'waiting', 'Espera un momento por favor, enseguida te atenderá un ejecutivo'],
    ['CALL_ENDS_SUCCESSFULLY', 'success', 'Tu videollamada terminó con éxito. Gracias.'],
    ['CALL_ENDS_SUCCESSFULLY_HB', 'success', 'Tu videollamada terminó con éxito. Gracias.'],
    ['NO_EXECUTIVE_FOUND', 'failed', t.outcomes.NO_EXECUTIVE_FOUND],
    ['OFFLINE_EXECUTIVE', 'failed', t.outcomes.OFFLINE_EXECUTIVE],
    ['EXPIRED_URL', 'expired', t.outcomes.EXPIRED_URL],
    ['CALL_DROPPED', 'failed', t.outcomes.other],
    ['other', 'failed', t.outcomes.other],
  ])('%s → %s', (outcome, kind, message) => {
    expect(outcomeView(outcome)).toEqual({ kind, message });
  });

  it('knows which statuses end the call', () => {
    expect(isFinal('CALL_WAITING')).toBe(false);
    expect(isFinal('NO_EXECUTIVE_FOUND')).toBe(true);
    expect(isFinal('CALL_ENDS_SUCCESSFULLY_HB')).toBe(true);
  });
});

describe('callErrorMessage (docs/requirements.md §8 call error codes)', () => {
  it.each([
    'BROWSER_NOT_SUPPORTED',
    'BROWSER_WITHOUT_PERMISSIONS',
    'USER_DID_NOT_GIVE_PERMISSIONS',
    'RESOURCES_IN_USE_PER_APPLICATION',
    'GEOLOCATION_DISABLED',
    'DEVICE_IS_NOT_A_MOBILE',
    'THERE_IS_NO_INTERNET_CONECTION',
    'EXPIRED_URL',
  ])('%s has its own Spanish message', (code) => {
    const msg = callErrorMessage(code);
    expect(msg).not.toBe(t.call.unexpected);
    expect(msg).toMatch(/[a-záéíóúñ]/);
  });

  it('every code has a distinct message (expired-URL variants share one)', () => {
    const distinct = new Set(Object.values(t.errors));
    expect(distinct.size).toBe(Object.keys(t.errors).length - 1);
  });

  it('an unknown code gets the generic message', () => {
    expect(callErrorMessage('SOMETHING_ELSE')).toBe(t.call.unexpected);
    expect(callErrorMessage(undefined)).toBe(t.call.unexpected);
  });

  it('reads the code of SDK errors in any shape', () => {
    expect(errorCode({ code: 'GEOLOCATION_DISABLED' })).toBe('GEOLOCATION_DISABLED');
    expect(errorCode('DEVICE_IS_NOT_A_MOBILE')).toBe('DEVICE_IS_NOT_A_MOBILE');
    expect(errorCode(new Error('x'))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });
});
