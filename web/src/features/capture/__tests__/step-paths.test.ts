import { describe, expect, it } from 'vitest';

import { CAPTURE_STEPS } from '@/entities/folio/request-model';

import { stepHref } from '../step-paths';

describe('stepHref', () => {
  it.each([
    ['quoter', '/folio/-Nab/quoter'],
    ['quoterResult', '/quoterResult?folio=-Nab'],
    ['contactInformation', '/datos-de-contacto?folio=-Nab'],
    ['settleCredits', '/liquidacion-de-creditos?folio=-Nab'],
    ['depositIndividuals', '/deposito-particulares?folio=-Nab'],
    ['clientReference', '/referencia?folio=-Nab'],
    ['generalData', '/folio/-Nab/datos-generales'],
    ['documents', '/validaciones?folio=-Nab'],
    ['capacitySimulator', '/capacidad-de-pago?folio=-Nab'],
  ])('resumes %s at %s', (status, want) => {
    expect(stepHref(status, '-Nab')).toBe(want);
  });

  it('has a screen for every capture step and none outside capture', () => {
    for (const s of CAPTURE_STEPS) expect(stepHref(s, 'x')).not.toBeNull();
    expect(stepHref('fileValidation', 'x')).toBeNull();
  });
});
