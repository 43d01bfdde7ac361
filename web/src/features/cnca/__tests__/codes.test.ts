import { describe, expect, it } from 'vitest';

import { actionFor, actionHref, CNCA_CODES, codeLabel } from '../codes';

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
    expect(CNCA_CODES).toHaveLength(9);
    expect(codeLabel('E0010')).toBe('Sin estatus');
    expect(codeLabel(undefined)).toBe('Sin estatus');
  });

  it.each([
    ['E0001', 'validate'],
    ['E0002', 'resume'],
    ['E0003', 'resume'],
    ['E0005', 'partial'],
    ['E0004', null],
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
});
