import { describe, expect, it } from 'vitest';

import lifecycle from '../../../../../functions/internal/contract/folio.json';
import {
  CAPTURE_STEPS,
  displayStatus,
  statusAfterStep,
  statusGroup,
  statusLabel,
  statusesOf,
} from '../request-model';

describe('request model', () => {
  it('takes labels and groups from the contract', () => {
    for (const [status, def] of Object.entries(lifecycle.statuses)) {
      expect(statusLabel(status)).toBe(def.label);
      expect(statusGroup(status)).toBe(def.group);
    }
    expect(statusLabel('capacitySimulator')).toBe('Simulador');
  });

  it('shows the early capture stages as En captura', () => {
    expect(displayStatus('quoter')).toBe('En captura');
    expect(displayStatus('documents')).toBe('En captura');
    expect(displayStatus('bioprocess')).toBe(statusLabel('bioprocess'));
  });

  it('orders the capture steps by captureOrder', () => {
    expect(CAPTURE_STEPS[0]).toBe('created');
    expect(CAPTURE_STEPS.at(-1)).toBe('documents');
    expect(statusesOf('capture')).toHaveLength(CAPTURE_STEPS.length);
  });

  it.each([
    ['quoter', 'quoter', [], 'quoterResult'],
    ['quoterResult', 'quoterResult', [], 'contactInformation'],
    ['contactInformation', 'contactInformation', ['settleCredits'], 'settleCredits'],
    ['contactInformation', 'contactInformation', [], 'depositIndividuals'],
    ['depositIndividuals', 'depositIndividuals', [], 'clientReference'],
    ['clientReference', 'clientReference', [], 'generalData'],
    ['generalData', 'generalData', [], 'documents'],
    // Editing an earlier step never rewinds the folio.
    ['documents', 'contactInformation', [], 'documents'],
    ['quoter', 'capacitySimulator', [], 'quoter'],
    // Outside capture the status is left alone.
    ['fileValidation', 'generalData', [], 'fileValidation'],
  ] as const)('from %s, saving %s (with %j) gives %s', (current, step, include, want) => {
    expect(statusAfterStep(current, step, include)).toBe(want);
  });
});
