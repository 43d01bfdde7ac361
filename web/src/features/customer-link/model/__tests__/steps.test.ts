// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  BIOMETRIC_FLOW,
  deriveStep,
  DOCUMENTS_FLOW,
  flowOf,
  readAcks,
  SIGNATURE_FLOW,
  stepPosition,
  writeAck,
} from '../steps';
import type { CustomerRoute, FolioProgress } from '../steps';

const done = { done: true };

describe('deriveStep', () => {
  const tests: { name: string; folio: FolioProgress; acks?: string[]; want: CustomerRoute }[] = [
    { name: 'fresh biometric link', folio: { status: 'waitingProcessCustomer' }, want: 'welcome' },
    {
      name: 'welcome read',
      folio: { status: 'waitingProcessCustomer' },
      acks: ['welcome'],
      want: 'ineConsent',
    },
    {
      name: 'consent given, acks lost (other phone)',
      folio: { status: 'waitingProcessCustomer', customerSteps: { consent: done } },
      want: 'verificationOtp',
    },
    {
      name: 'consent given but not done',
      folio: { status: 'waitingProcessCustomer', customerSteps: { consent: { done: false } } },
      acks: ['welcome'],
      want: 'ineConsent',
    },
    {
      name: 'otp verified',
      folio: { status: 'waitingProcessCustomer', customerSteps: { consent: done, otp: done } },
      want: 'identificationQuestionnaire',
    },
    {
      name: 'questionnaire answered',
      folio: { status: 'waitingProcessCustomer', customerSteps: { consent: done, otp: done } },
      acks: ['identificationQuestionnaire'],
      want: 'recommendations',
    },
    {
      name: 'recommendations read',
      folio: { status: 'waitingProcessCustomer', customerSteps: { consent: done, otp: done } },
      acks: ['identificationQuestionnaire', 'recommendations'],
      want: 'lifeTest',
    },
    {
      name: 'life test done',
      folio: {
        status: 'waitingProcessCustomer',
        customerSteps: { consent: done, otp: done, lifeTest: done },
      },
      want: 'biometricValidation',
    },
    { name: 'biometric sent', folio: { status: 'bioprocess' }, want: 'confirmation' },
    { name: 'pending review', folio: { status: 'biometricValidation' }, want: 'confirmation' },
    { name: 'rejected', folio: { status: 'rejectionBiometric' }, want: 'confirmation' },
    { name: 'staff validating', folio: { status: 'fileValidation' }, want: 'confirmation' },
    { name: 'reprocessing', folio: { status: 'documentsReprocessing' }, want: 'customerDocuments' },
    { name: 'uploading', folio: { status: 'uploadingDocuments' }, want: 'customerDocuments' },
    { name: 'signature link', folio: { status: 'sentForSignature' }, want: 'welcome' },
    {
      name: 'summary next',
      folio: { status: 'sentForSignature' },
      acks: ['welcome'],
      want: 'summary',
    },
    {
      name: 'terms next',
      folio: { status: 'sentForSignature' },
      acks: ['welcome', 'summary'],
      want: 'termsAndConditions',
    },
    {
      name: 'credit circle next',
      folio: { status: 'sentForSignature' },
      acks: ['welcome', 'summary', 'termsAndConditions'],
      want: 'creditCircle',
    },
    { name: 'waiting signature', folio: { status: 'waitingSignature' }, want: 'customerSignature' },
    {
      name: 'signature saved, status not moved yet',
      folio: { status: 'waitingSignature', customerSteps: { signature: done } },
      want: 'customerSignature',
    },
    { name: 'signed', folio: { status: 'signature' }, want: 'downloadFile' },
    { name: 'sent to COX', folio: { status: 'sentCOX' }, want: 'downloadFile' },
    { name: 'complete', folio: { status: 'complete' }, want: 'downloadFile' },
    { name: 'rejected signature', folio: { status: 'rejectionSignature' }, want: 'confirmation' },
    { name: 'still in capture', folio: { status: 'documents' }, want: 'confirmation' },
    { name: 'no status', folio: {}, want: 'confirmation' },
    {
      name: 'video-only link goes to the call',
      folio: { status: 'sentForSignature', link: { action: 3 } },
      want: 'videoWelcome',
    },
    {
      name: 'video-only link during the call',
      folio: { status: 'videocall', link: { action: 3 } },
      want: 'videoWelcome',
    },
    {
      name: 'video-only link after the call',
      folio: { status: 'sentCOX', link: { action: 3 } },
      want: 'downloadFile',
    },
    {
      name: 'signature and video: signs first',
      folio: { status: 'sentForSignature', link: { action: 4 } },
      want: 'welcome',
    },
    {
      name: 'signature and video: signed, call next from the download page',
      folio: { status: 'signature', link: { action: 4 } },
      want: 'downloadFile',
    },
  ];
  for (const tt of tests) {
    it(tt.name, () => {
      expect(deriveStep(tt.folio, new Set(tt.acks ?? []))).toBe(tt.want);
    });
  }
});

describe('flowOf', () => {
  const tests: { name: string; folio: FolioProgress; want: readonly CustomerRoute[] }[] = [
    { name: 'action 1', folio: { link: { action: 1 } }, want: BIOMETRIC_FLOW },
    { name: 'action 2', folio: { link: { action: 2 } }, want: SIGNATURE_FLOW },
    { name: 'action 4', folio: { link: { action: 4 } }, want: SIGNATURE_FLOW },
    { name: 'action 5', folio: { link: { action: 5 } }, want: DOCUMENTS_FLOW },
    {
      name: 'no link, reprocessing',
      folio: { status: 'uploadingDocuments' },
      want: DOCUMENTS_FLOW,
    },
    { name: 'no link, signed', folio: { status: 'complete' }, want: SIGNATURE_FLOW },
    { name: 'no link, waiting', folio: { status: 'waitingProcessCustomer' }, want: BIOMETRIC_FLOW },
  ];
  for (const tt of tests) {
    it(tt.name, () => expect(flowOf(tt.folio)).toBe(tt.want));
  }
});

describe('stepPosition', () => {
  it('numbers every step of a flow from 1', () => {
    expect(stepPosition(BIOMETRIC_FLOW, 'welcome')).toEqual({ x: 1, y: 8 });
    expect(stepPosition(BIOMETRIC_FLOW, 'verificationOtp')).toEqual({ x: 3, y: 8 });
    expect(stepPosition(BIOMETRIC_FLOW, 'confirmation')).toEqual({ x: 8, y: 8 });
    expect(stepPosition(SIGNATURE_FLOW, 'customerSignature')).toEqual({ x: 5, y: 6 });
    expect(stepPosition(DOCUMENTS_FLOW, 'customerDocuments')).toEqual({ x: 1, y: 2 });
  });
  it('counts the unique welcome as the welcome step', () => {
    expect(stepPosition(SIGNATURE_FLOW, 'uniqueUrl')).toEqual({ x: 1, y: 6 });
  });
  it('is null outside the flow', () => {
    expect(stepPosition(DOCUMENTS_FLOW, 'summary')).toBeNull();
  });
});

describe('acks', () => {
  it('are kept per link and survive a corrupt entry', () => {
    writeAck('u-1', 'welcome');
    writeAck('u-1', 'summary');
    writeAck('u-2', 'welcome');
    expect([...readAcks('u-1')]).toEqual(['welcome', 'summary']);
    expect([...readAcks('u-2')]).toEqual(['welcome']);
    localStorage.setItem('oppnp.link.u-3', '{not json');
    expect(readAcks('u-3').size).toBe(0);
  });
});
