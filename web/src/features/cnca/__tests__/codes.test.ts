import { describe, expect, it } from 'vitest';

import {
  actionFor,
  actionHref,
  canCancel,
  canLink,
  codeLabel,
  isCncaCode,
  processSteps,
} from '../codes';

describe('CNCA codes (docs/requirements.md §4)', () => {
  it.each([
    ['E0001', 'En espera de biométrico'],
    ['E0002', 'Por solicitar baja'],
    ['E0003', 'En espera de baja en SIPRE'],
    ['E0004', 'Baja exitosa total'],
    ['E0005', 'Baja exitosa parcial'],
    ['E0006', 'Solicitud en proceso'],
    ['E0007', 'Vinculada a solicitud'],
    ['E0008', 'Rechazada'],
    ['E0009', 'Cancelada'],
  ])('%s reads "%s"', (code, label) => {
    expect(codeLabel(code)).toBe(label);
  });

  it('has nine codes and an unknown one reads "Sin estatus"', () => {
    expect(['E0001', 'E0009', 'E0010', 'toString'].map(isCncaCode)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(codeLabel('E0010')).toBe('Sin estatus');
    expect(codeLabel('toString')).toBe('Sin estatus');
    expect(codeLabel(undefined)).toBe('Sin estatus');
  });

  it.each([
    ['E0001', 'validate'],
    ['E0002', 'resume'],
    ['E0003', 'resume'],
    ['E0005', 'partial'],
    ['E0004', 'link'],
    ['E0006', null],
    ['E0007', null],
    ['E0008', null],
    ['E0009', null],
    [undefined, null],
  ])('from %s the list offers %s', (code, action) => {
    expect(actionFor(code)).toBe(action);
  });

  it('resumes on the SIPRE page and shows a partial discharge on its page', () => {
    expect(actionHref('resume', 'F1')).toBe('/cnca/F1/baja-sipre');
    expect(actionHref('partial', 'F1')).toBe('/cnca/solicitudes/F1/baja-exitosa-parcial');
  });

  it.each([
    ['E0001', true, false],
    ['E0002', true, false],
    ['E0003', true, false],
    ['E0004', true, true],
    ['E0005', true, true],
    ['E0006', false, false],
    ['E0007', false, false],
    ['E0008', false, false],
    ['E0009', false, false],
  ])('%s: cancellable %s, leads to a request %s', (code, cancel, link) => {
    expect(canCancel(code)).toBe(cancel);
    expect(canLink(code)).toBe(link);
  });

  const states = (c: Parameters<typeof processSteps>[0]) => processSteps(c).map((s) => s.state);

  it.each([
    [{ code: 'E0001' }, ['current', 'pending', 'pending', 'pending']],
    [{ code: 'E0003' }, ['done', 'current', 'pending', 'pending']],
    [{ code: 'E0004' }, ['done', 'done', 'current', 'pending']],
    [{ code: 'E0006', linkedRequest: 'F1-S' }, ['done', 'done', 'current', 'pending']],
    [{ code: 'E0007', linkedRequest: 'F1-S' }, ['done', 'done', 'done', 'done']],
    [{ code: 'E0008' }, ['stopped', 'pending', 'pending', 'pending']],
    [{ code: 'E0009', creditIds: ['C1'] }, ['done', 'stopped', 'pending', 'pending']],
    [
      { code: 'E0009', creditIds: ['C1'], discharged: ['C1'] },
      ['done', 'done', 'stopped', 'pending'],
    ],
    [
      { code: 'E0009', creditIds: { '0': 'C1', '2': 'C3' } },
      ['done', 'stopped', 'pending', 'pending'],
    ],
    [
      { code: 'E0009', creditIds: { '1': 'C2' }, discharged: [null, 'C2'] },
      ['done', 'done', 'stopped', 'pending'],
    ],
    [{ code: 'E0009', creditIds: {} }, ['stopped', 'pending', 'pending', 'pending']],
  ])('the process of %o reads %o', (c, want) => {
    expect(states(c)).toEqual(want);
  });

  it('names the four stages in Spanish', () => {
    expect(processSteps({ code: 'E0002' }).map((s) => s.label)).toEqual([
      'Validación biométrica',
      'Baja en SIPRE',
      'Solicitud de crédito',
      'Vinculada a solicitud',
    ]);
  });
});
