import { describe, expect, it } from 'vitest';

import lifecycle from '../../../../../functions/internal/contract/folio.json';
import { transitionUpdate } from '../api';
import { isRejection, requestedActionsFor, staffTargets } from '../transitions';

/** the contract's staff targets from a status, computed independently from the raw table. */
function expectedTargets(status: string): string[] {
  const set = new Set<string>();
  for (const t of lifecycle.transitions) {
    if (t.by.includes('staff') && t.from.includes(status)) t.to.forEach((s) => set.add(s));
  }
  return [...set].sort();
}

describe('staffTargets', () => {
  it.each(
    Object.keys(lifecycle.statuses).filter(
      (s) => lifecycle.statuses[s as never]['group'] !== 'capture',
    ),
  )('%s: the buttons equal the staff targets of the contract', (status) => {
    expect([...staffTargets(status)].sort()).toEqual(expectedTargets(status));
  });

  it.each([
    ['biometricValidation', ['fileValidation', 'rejectionBiometric', 'tool']],
    ['tool', ['fileValidation', 'rejectionBiometric']],
    [
      'fileValidation',
      ['validation', 'rejectionDocuments', 'documentsReprocessing', 'captureCorrection'],
    ],
    ['validation', ['documentsReprocessing', 'captureCorrection', 'sentForSignature', 'incidence']],
    [
      'incidence',
      ['documentsReprocessing', 'captureCorrection', 'validation', 'rejectionDocuments'],
    ],
    ['errorSentCOX', ['sentCOX']],
    ['complete', []],
  ])('%s → %j', (status, targets) => {
    expect(staffTargets(status)).toEqual(targets);
  });

  it('validation → sentForSignature asks for action 2, 3 or 4; rejections ask a reason', () => {
    expect(requestedActionsFor('validation', 'sentForSignature')).toEqual([2, 3, 4]);
    expect(requestedActionsFor('validation', 'incidence')).toEqual([]);
    expect(isRejection('rejectionDocuments')).toBe(true);
    expect(isRejection('validation')).toBe(false);
  });
});

describe('transitionUpdate', () => {
  it('stamps server time and uid, with requestedAction and reason when given', () => {
    const p = transitionUpdate('bp:1', 'sentForSignature', {
      requestedAction: 3,
      statusReason: 'ok',
    });
    expect(p).toMatchObject({
      status: 'sentForSignature',
      lastUpdateBy: 'bp:1',
      requestedAction: 3,
    });
    expect(p.lastUpdateAt).toEqual({ '.sv': 'timestamp' });
    expect(p.statusReason).toBe('ok');
    expect(transitionUpdate('bp:1', 'validation')).not.toHaveProperty('requestedAction');
  });
});
