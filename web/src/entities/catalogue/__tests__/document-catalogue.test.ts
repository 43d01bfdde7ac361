import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CATALOGUE,
  DOCUMENT_TYPES_KEY,
  SLOTS,
  acceptOf,
  missingRequired,
  normalizeCatalogue,
} from '../document-catalogue';

const TEMPLATE = resolve(process.cwd(), '..', 'remoteconfig.template.json');

describe('document catalogue', () => {
  it('defaults to the template value the functions enforce, in every environment', () => {
    const tpl = JSON.parse(readFileSync(TEMPLATE, 'utf8')) as {
      parameterGroups: Record<
        string,
        { parameters: Record<string, { defaultValue: { value: string } }> }
      >;
    };
    const params = tpl.parameterGroups.operations!.parameters;
    for (const prefix of ['', 'dev_', 'qa_']) {
      const raw = JSON.parse(
        params[`${prefix}${DOCUMENT_TYPES_KEY}`]!.defaultValue.value,
      ) as unknown;
      expect(normalizeCatalogue(raw)).toEqual(DEFAULT_CATALOGUE);
    }
  });

  it('keeps the requirements: the INE front and back, required, one JPG/JPEG each', () => {
    for (const id of ['ineFront', 'ineBack']) {
      expect(DEFAULT_CATALOGUE.find((t) => t.id === id)).toMatchObject({
        required: true,
        max: 1,
        formats: ['JPG', 'JPEG'],
      });
    }
  });

  it('keeps what the contract can hold: known ids once, max up to the slots, known formats', () => {
    const got = normalizeCatalogue([
      { id: 'otros', name: 'Otros', max: 40, formats: ['pdf', 'exe'], maxBytes: 1 << 30 },
      { id: 'otros', max: 1, formats: ['PDF'] },
      { id: 'pasaporte', max: 1, formats: ['PDF'] },
      { id: 'video', max: 1, formats: ['AVI'] },
      { id: 'ineFront', max: 3, formats: ['JPG'] },
    ]);
    expect(got.map((t) => t.id)).toEqual(['ineBack', 'otros', 'ineFront']);
    expect(got[1]).toMatchObject({ max: SLOTS, formats: ['PDF'], maxBytes: 5 << 20 });
    expect(got[2]!.max).toBe(1);
    expect(normalizeCatalogue(null)).toEqual(DEFAULT_CATALOGUE);
  });

  it("offers a type's extensions and content types to the file input", () => {
    const video = DEFAULT_CATALOGUE.find((t) => t.id === 'video')!;
    expect(acceptOf(video)).toBe('.mp4,.webm,video/mp4,video/webm');
  });
  it('names the required types a folio lacks: an INE side by its field, an annex by its slots', () => {
    const catalogue = DEFAULT_CATALOGUE.map((t) =>
      t.id === 'otros' ? { ...t, required: true } : t,
    );
    const ine = { status: 'uploaded', gatewayId: 'D1' };
    const ids = (documents: unknown) => missingRequired(catalogue, documents).map((t) => t.id);
    expect(ids(undefined)).toEqual(['ineFront', 'ineBack', 'otros']);
    expect(ids({ ineFront: ine, annexes: { 'informe-prestamo': { d1: ine } } })).toEqual([
      'ineBack',
      'otros',
    ]);
    expect(ids({ ineFront: ine, ineBack: ine, annexes: { otros: { d1: ine } } })).toEqual([]);
    // Optional types never block.
    expect(missingRequired(DEFAULT_CATALOGUE, { ineFront: ine, ineBack: ine })).toEqual([]);
  });
});
