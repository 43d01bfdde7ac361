import { describe, expect, it } from 'vitest';

import type { LoanRequest } from '@/entities/folio/request-model';
import { statusesOf } from '@/entities/folio/request-model';

import { listRequests, rangesFor, statusesFor, viewerRefusal } from '../filter';
import type { ListKind, Viewer } from '../filter';

const promoter1: Viewer = {
  role: 'Promotor',
  bpId: '1000000001',
  branches: ['SUC-0101', 'SUC-0203'],
};
const gerente: Viewer = {
  role: 'Gerente',
  bpId: '2000000001',
  branches: ['SUC-0101', 'SUC-0202'],
};

let n = 0;
function folio(over: Partial<LoanRequest>): LoanRequest {
  n += 1;
  return {
    id: `f${n}`,
    status: 'quoter',
    currentPromoterBpId: '1000000001',
    lastUpdateAt: n,
    ...over,
  };
}
const branch = (b: string) => ({ quoter: { agreement: { branch: { branchID: b } } } });

const capture = folio({ id: 'capture', status: 'contactInformation' });
const discarded = folio({
  id: 'discarded',
  status: 'depositIndividuals',
  discarded: { by: 'bp:1000000001', reason: 'No le interesó', at: 1 },
});
const waiting = folio({
  id: 'waiting',
  status: 'waitingProcessCustomer',
  offer: branch('SUC-0101'),
});
const waitingOtherBranch = folio({
  id: 'waitingOther',
  status: 'waitingProcessCustomer',
  offer: branch('SUC-0202'),
});
const inBio = folio({
  id: 'inBio',
  status: 'fileValidation',
  bioprocess: true,
  offer: branch('SUC-0203'),
});
const noBioFlag = folio({ id: 'noBioFlag', status: 'validation', offer: branch('SUC-0101') });
const otherBranch = folio({
  id: 'otherBranch',
  status: 'validation',
  bioprocess: true,
  offer: branch('SUC-0202'),
});
const done = folio({ id: 'done', status: 'complete', bioprocess: true, offer: branch('SUC-0101') });
const doneNoBio = folio({
  id: 'doneNoBio',
  status: 'complete',
  bioprocess: false,
  offer: branch('SUC-0101'),
});
const someoneElse = folio({
  id: 'someoneElse',
  status: 'quoter',
  currentPromoterBpId: '1000000002',
});
const all = [
  capture,
  discarded,
  waiting,
  waitingOtherBranch,
  inBio,
  noBioFlag,
  otherBranch,
  done,
  doneNoBio,
  someoneElse,
];

const ids = (kind: ListKind, v: Viewer) => listRequests(kind, all, v).map((r) => r.id);

describe('list filtering', () => {
  it.each<[ListKind, string[]]>([
    ['capture', ['capture']],
    ['rejectedByPromoter', ['discarded']],
    // docs/requirements.md §5: bioprocess true and a branch among the promoter's; a folio waiting for its
    // customer has not reached the biometric process, so only the branch is checked.
    ['inProcess', ['inBio', 'waiting']],
    ['complete', ['done']],
  ])('a promoter sees in %s: %j', (kind, want) => {
    expect(ids(kind, promoter1)).toEqual(want);
  });

  it('admin staff see every folio of the list, newest first', () => {
    expect(ids('capture', gerente)).toEqual(['someoneElse', 'capture']);
    expect(ids('inProcess', gerente)).toEqual([
      'otherBranch',
      'noBioFlag',
      'inBio',
      'waitingOther',
      'waiting',
    ]);
    expect(ids('complete', gerente)).toEqual(['doneNoBio', 'done']);
  });

  it('the validations dashboard holds the folios waiting for staff', () => {
    expect(ids('staffQueue', gerente)).toEqual(['otherBranch', 'noBioFlag', 'inBio']);
    expect(ids('staffQueue', promoter1)).toEqual(['inBio']);
  });

  it('never lists another promoter’s folio to a promoter', () => {
    for (const kind of ['capture', 'inProcess', 'complete', 'rejectedByPromoter'] as const) {
      expect(ids(kind, promoter1)).not.toContain('someoneElse');
    }
  });
});

describe('list key ranges', () => {
  it('a promoter pages its own key in each branch; drafts also without a branch', () => {
    expect(rangesFor('inProcess', promoter1).map((r) => r.prefix)).toEqual([
      '1000000001|SUC-0101|inProcess|',
      '1000000001|SUC-0203|inProcess|',
    ]);
    expect(rangesFor('capture', promoter1).map((r) => r.prefix)).toEqual([
      '1000000001|SUC-0101|capture|',
      '1000000001|SUC-0203|capture|',
      '1000000001||capture|',
    ]);
    expect(rangesFor('rejectedByPromoter', promoter1, 'SUC-0203')).toEqual([
      { orderBy: 'lists/promoter', prefix: '1000000001|SUC-0203|discarded|' },
    ]);
    expect(rangesFor('capture', { ...promoter1, bpId: '' })).toEqual([]);
    expect(rangesFor('complete', promoter1).every((r) => r.orderBy === 'lists/promoter')).toBe(
      true,
    );
  });

  it('admin staff page each status in each of their own branches, or of the one chosen', () => {
    const r = rangesFor('inProcess', gerente);
    // The rules let an admin read lists/branch ranges of its branches only, never lists/status.
    expect(r.every((x) => x.orderBy === 'lists/branch')).toBe(true);
    expect(r.map((x) => x.prefix)).toEqual(
      ['SUC-0101', 'SUC-0202'].flatMap((b) => statusesOf('inProcess').map((s) => `${b}|${s}|`)),
    );
    expect(rangesFor('complete', gerente, 'SUC-0101')).toEqual([
      { orderBy: 'lists/branch', prefix: 'SUC-0101|complete|' },
    ]);
    expect(statusesFor('rejectedByPromoter')).toEqual(['discarded']);
  });

  it('admin staff read no branch not theirs, and nothing without a branch', () => {
    expect(rangesFor('complete', gerente, 'SUC-0203')).toEqual([]);
    expect(rangesFor('capture', { ...gerente, branches: [] })).toEqual([]);
    expect(rangesFor('capture', gerente).some((x) => x.prefix.startsWith('|'))).toBe(false);
  });
});

describe('a list read without ids (docs/requirements.md §5)', () => {
  it.each([
    [
      'a promoter without its role id',
      { role: 'Promotor', bpId: '', branches: ['S1'] },
      'Role id empty.',
    ],
    [
      'admin staff without a role id',
      { role: 'Gerente', bpId: ' ', branches: ['S1'] },
      'Role id empty.',
    ],
    [
      'admin staff without branch ids',
      { role: 'Gerente', bpId: '9', branches: [] },
      'Invalid or empty array of IDs.',
    ],
    [
      'admin staff with an empty branch id',
      { role: 'Auxiliar', bpId: '9', branches: ['S1', ''] },
      'Invalid or empty array of IDs.',
    ],
  ])('%s fails with the spec message', (_, viewer, message) => {
    expect(viewerRefusal(viewer as Viewer)).toBe(message);
  });

  it.each([
    ['a promoter with its role id and branches', { role: 'Promotor', bpId: '1', branches: ['S1'] }],
    // A promoter's drafts have no branch yet: it reads them without one.
    ['a promoter without branches yet', { role: 'Promotor', bpId: '1', branches: [] }],
    ['admin staff with their branches', { role: 'Supervisor', bpId: '9', branches: ['S1', 'S2'] }],
  ])('%s reads', (_, viewer) => {
    expect(viewerRefusal(viewer as Viewer)).toBeNull();
  });
});
