import { describe, expect, it } from 'vitest';

import { depositFromClabe } from '@/entities/folio/folio-record';

import { blankRequest } from '../api/folio';

describe("capture's blankRequest", () => {
  const input = { bpId: 'B', uid: 'U', curp: 'C', rfc: 'R', client: {} as never };
  it('starts the deposit from a known CLABE', () => {
    expect(blankRequest('F', { ...input, clabe: '012180015555555555' }).deposit).toEqual(
      depositFromClabe('012180015555555555'),
    );
  });
  it('has no deposit without one', () => {
    expect(blankRequest('F', input)).not.toHaveProperty('deposit');
    expect(blankRequest('F', input)).toMatchObject({ status: 'quoter', createdBy: 'U' });
  });
});
