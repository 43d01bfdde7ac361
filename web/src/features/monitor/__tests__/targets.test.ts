import { describe, expect, it } from 'vitest';

import { monitor } from '@/copy/monitor';
import { TRANSITIONS } from '@/lib/folio-contract.gen';

import { operatorTargets, REPAIRS } from '../targets';

describe('operatorTargets (the allow-list of repairs)', () => {
  it.each([
    ['errorSentCOX', ['sentCOX']],
    ['bioprocess', ['biometricValidation']],
    ['videocall', ['videoRecording']],
    // Everything else the contract lets the staff or the functions do is not the operator's: the
    // provider's biometric verdict, skipping the customer's signature or video, four-eyes.
    ['sentForSignature', []],
    ['waitingSignature', []],
    ['signature', []],
    ['validation', []],
    ['fileValidation', []],
    ['sentCOX', []],
    ['quoter', []],
    ['complete', []],
  ])('from %s', (from, want) => {
    expect(operatorTargets(from)).toEqual(want);
  });

  it('never offers the biometric verdict', () => {
    expect(operatorTargets('bioprocess')).not.toContain('fileValidation');
  });

  it.each(REPAIRS)('%s → %s is a staff or functions transition of the contract', (from, to) => {
    expect(
      TRANSITIONS.some(
        (t) =>
          (t.from as readonly string[]).includes(from) &&
          (t.to as readonly string[]).includes(to) &&
          t.by.some((b) => b === 'staff' || b === 'functions'),
      ),
    ).toBe(true);
  });

  it.each(REPAIRS)('%s → %s has a Spanish name in the update view', (from, to) => {
    expect(monitor.update.repairs[`${from}>${to}`]).toMatch(/\S/);
  });
});
