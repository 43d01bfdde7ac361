import { describe, expect, it } from 'vitest';

import type { CncaCredit, CncaSearchResult } from '../api/gateway';
import { internalCredits, outcomeModal, stopReason } from '../eligibility';

const credit = (over: Partial<CncaCredit>): CncaCredit => ({
  creditId: 'CR-1',
  lender: 'OPPNP',
  product: 'Pensionados',
  balance: 1000,
  payment: 100,
  internal: true,
  settleable: true,
  ...over,
});

const result = (over: Partial<CncaSearchResult>): CncaSearchResult => ({
  customer: {
    bpId: '1',
    curp: 'SABC560626MDFLRN01',
    rfc: 'SABC560626U58',
    nss: '04785634579',
    firstName: 'Concepción',
    lastName: 'Salas',
    secondLastName: 'Bernal',
    birthDate: '1956-06-26',
    gender: 'F',
    phone: '5512345604',
    email: 'c@correo.test',
  },
  uif: false,
  bulletined: false,
  credits: [credit({})],
  cncaEligible: true,
  ...over,
});

describe('CNCA business modal rules (docs/requirements.md §5)', () => {
  it.each([
    ['an eligible client goes on', result({}), null],
    ['a client on the UIF list', result({ uif: true }), 'uif'],
    ['a bulletined client', result({ bulletined: true }), 'bulletined'],
    ['UIF wins over the bulletin', result({ uif: true, bulletined: true }), 'uif'],
    ['a client without credits', result({ credits: [] }), 'noCredits'],
    [
      'a client with only external credits',
      result({ credits: [credit({ internal: false })] }),
      'noCredits',
    ],
    [
      'a client whose internal credit cannot be settled',
      result({ credits: [credit({ settleable: false })] }),
      'noCredits',
    ],
  ])('%s', (_name, r, want) => {
    expect(stopReason(r)).toBe(want);
  });

  it('keeps only internal, settleable credits', () => {
    const list = [
      credit({ creditId: 'A' }),
      credit({ creditId: 'B', internal: false }),
      credit({ creditId: 'C', settleable: false }),
    ];
    expect(internalCredits(list).map((c) => c.creditId)).toEqual(['A']);
  });

  it.each([
    ['ready', null],
    ['', null],
    ['bulletined', 'bulletined'],
    ['uif', 'uif'],
    ['noCredits', 'noCredits'],
    ['biometric', 'biometric'],
    ['whatever', null],
  ])('the functions outcome %j shows %j', (outcome, modal) => {
    expect(outcomeModal(outcome)).toBe(modal);
  });
});
