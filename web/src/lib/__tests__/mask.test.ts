import { classOf, classOfKey, mask, maskField } from '@/lib/mask';
import type { PersonalClass } from '@/lib/mask';

import golden from '../../../../functions/internal/mask/testdata/golden.json';

// The functions' own table (functions/internal/mask/mask_test.go reads it too): one value, one
// masked form, in Go and here.
const rows = golden as { class: PersonalClass; in: string; out: string }[];

describe('mask', () => {
  it.each(rows.map((r) => [r.class, r.in, r.out]))('%s %j → %j', (cls, input, want) => {
    expect(mask(cls as PersonalClass, input as string)).toBe(want);
  });

  it('covers every class', () => {
    const classes: PersonalClass[] = ['none', 'name', 'initials', 'last4', 'email', 'hidden'];
    expect(new Set(rows.map((r) => r.class))).toEqual(new Set(classes));
  });
});

describe('classOf', () => {
  it.each([
    ['curp', 'initials'],
    ['client/names', 'name'],
    ['client/gender', 'none'],
    ['client/street', 'hidden'],
    ['references/ref1/phone', 'last4'],
    ['deposit/bankCode', 'none'],
    ['offer/quoter/agreement/name', 'none'],
  ])('%s is %s', (path, want) => {
    expect(classOf(path)).toBe(want);
  });
});

describe('classOfKey', () => {
  it.each([
    ['curp', 'initials'],
    ['Telefono', 'last4'],
    ['password', 'hidden'],
    ['requestId', 'none'],
  ])('%s is %s', (key, want) => {
    expect(classOfKey(key)).toBe(want);
  });
});

it('reads one CURP one way by its path and by its key', () => {
  const curp = 'PELJ800101HDFRPN09';
  expect(maskField('curp', curp)).toBe('PELJ******09');
  expect(mask(classOfKey('CURP'), curp)).toBe('PELJ******09');
  expect(maskField('curp', undefined)).toBe('');
});
