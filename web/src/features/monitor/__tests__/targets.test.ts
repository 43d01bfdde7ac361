import { describe, expect, it } from 'vitest';

import { operatorTargets } from '../targets';

describe('operatorTargets (the staff and functions transitions of the contract)', () => {
  it.each([
    ['fileValidation', ['documentsReprocessing', 'rejectionDocuments', 'validation']],
    ['bioprocess', ['biometricValidation', 'fileValidation', 'rejectionBiometric']],
    ['sentCOX', ['complete', 'errorSentCOX']],
    ['waitingSignature', ['videocall']],
    ['complete', []],
  ])('from %s', (from, want) => {
    expect(operatorTargets(from)).toEqual(want);
  });
  it('offers capture steps from a capture step, never the same status', () => {
    const t = operatorTargets('quoter');
    expect(t).toContain('contactInformation');
    expect(t).not.toContain('quoter');
  });
});
