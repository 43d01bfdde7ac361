/** docs/requirements.md §5 field rules: each with valid and invalid values and its exact Spanish message. */
import { describe, expect, it } from 'vitest';

import { es } from '@/copy/es';
import {
  captureQuoterSchema,
  BLOCKED_EMAIL_DOMAINS,
  cat,
  characters,
  charactersAndNumbers,
  charactersAndNumbersWhithCommas,
  charactersAndSpaces,
  cic,
  curp,
  discountAmount,
  electorCode,
  email,
  fullName,
  ineExpirationYear,
  ineNumber,
  isRequired,
  letterFolioValidation,
  libranzaFolio,
  maxText,
  namesAndSurnames,
  nss,
  ocr,
  ocrRule,
  officialIdDocuments,
  onlyName,
  onlyNumber,
  parseDayMonthYear,
  paymentAccount,
  phone,
  rfc,
  rfcWarning,
  selectOption,
  quoterFields,
  tasa,
  totalAmountFormat,
  validAccount,
  validCbanc,
  validDateRange,
  yup,
} from '@/entities/fields/yup';

type Schema = { validate: (v: unknown) => Promise<unknown> };

/** null when valid, else the first error message. */
async function check(schema: Schema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (err) {
    return (err as yup.ValidationError).message;
  }
}

type Row = [rule: string, schema: () => Schema, value: unknown, message: string | null];

const rows: Row[] = [
  ['isRequired', isRequired, 'x', null],
  ['isRequired', isRequired, '', '* Campo obligatorio'],
  ['isRequired', isRequired, '   ', '* Campo obligatorio'],
  ['isRequired', isRequired, undefined, '* Campo obligatorio'],

  ['rfc', rfc, 'GODE561231GR8', null],
  ['rfc', rfc, 'gode561231gr8', null],
  ['rfc', rfc, '', null],
  ['rfc', rfc, 'GODE561231GR', 'El RFC debe de ser de 13 caracteres'],
  ['rfc', rfc, 'GODE561231GR8X', 'El RFC debe de ser de 13 caracteres'],
  ['rfc', rfc, 'GOD-561231GR8', 'El dato es incorrecto, verifique el RFC'],
  ['rfc', rfc, 'GODE 61231GR8', 'El dato es incorrecto, verifique el RFC'],
  ['rfc', rfc, 'GOD1561231GR8', 'EL RFC no es valido'],
  ['rfc', rfc, 'GODE56123AGR8', 'EL RFC no es valido'],
  ['rfc', rfc, 'VACE460910SX6', null], // wrong check digit only warns

  ['curp', curp, 'SABC560626MDFLRN01', null],
  ['curp', curp, 'boxw310820hnerxn09', null],
  ['curp', curp, 'SABC560626MDFLRN0', 'El CURP debe de ser de 18 caracteres'],
  ['curp', curp, 'SABC560626MDFLRN012', 'El CURP debe de ser de 18 caracteres'],
  ['curp', curp, 'SAB1560626MDFLRN01', 'EL CURP no es valido'],
  ['curp', curp, 'SABC56O626MDFLRN01', 'EL CURP no es valido'],
  ['curp', curp, 'BOXW310820HNERXN08', 'EL CURP no es valido'],

  ['fullName', fullName, 'María José Núñez', null],
  ['fullName', fullName, 'Juan2', 'Formato de nombre incorrecto'],
  ['fullName', fullName, 'Juan  Pérez', 'Formato de nombre incorrecto'],
  ['onlyName', onlyName, 'Ñoño', null],
  ['onlyName', onlyName, 'Ana María', 'Formato de nombre incorrecto'],
  ['charactersAndSpaces', charactersAndSpaces, 'Ana María', null],
  ['charactersAndSpaces', charactersAndSpaces, 'Ana-María', 'Formato de nombre incorrecto'],
  ['characters', characters, 'Ana', null],
  ['characters', characters, 'Ana1', 'Formato inválido'],
  ['charactersAndNumbers', charactersAndNumbers, 'Calle 5', null],
  ['charactersAndNumbers', charactersAndNumbers, 'Calle #5', 'Formato inválido'],
  [
    'charactersAndNumbersWhithCommas',
    charactersAndNumbersWhithCommas,
    'Av. Juárez 5, Int-2/B',
    null,
  ],
  [
    'charactersAndNumbersWhithCommas',
    charactersAndNumbersWhithCommas,
    'Av. Juárez #5',
    'Formato inválido',
  ],
  ['namesAndSurnames', namesAndSurnames, "O'Brien-Díaz", null],
  ['namesAndSurnames', namesAndSurnames, 'Ana_2', 'Formato de campo incorrecto'],

  ['onlyNumber', onlyNumber, '0123', null],
  ['onlyNumber', onlyNumber, '12a', 'Solo números'],
  ['onlyNumber', onlyNumber, '1.5', 'Solo números'],

  ['maxText (default 20)', maxText, 'a'.repeat(20), null],
  ['maxText (default 20)', maxText, 'a'.repeat(21), 'Máximo 20 caracteres'],
  ['discount amount', discountAmount, '1234567890123', null],
  ['discount amount', discountAmount, '12345678901234', 'Máximo 13 caracteres'],

  ['select', selectOption, 'G1', null],
  ['select', selectOption, 'Selecciona', 'Selecciona'],
  ['select', selectOption, '', 'Selecciona'],
  ['select', selectOption, undefined, 'Selecciona'],

  ['validCbanc', validCbanc, '032180000118359719', null],
  ['validCbanc', validCbanc, '03218000011835971', '* Ingresar 18 dígitos'],
  ['validCbanc', validCbanc, '03218000011835971X', '* Ingresar 18 dígitos'],
  [
    'validCbanc',
    validCbanc,
    '002000000000000007',
    'La CLABE no es válida, verifica el dígito verificador',
  ],

  ['validAccount', validAccount, '1234567890123456', null],
  ['validAccount', validAccount, '123456789012345', 'Ingresar 16 dígitos'],
  ['validAccount', validAccount, '12345678901234567', 'Ingresar 16 dígitos'],

  ['paymentAccount', paymentAccount, '', null],
  ['paymentAccount', paymentAccount, '1234567890123456', null],
  ['paymentAccount', paymentAccount, '123456789012345678', null],
  ['paymentAccount', paymentAccount, '123456789012345', 'Ingresar como mínimo 16 dígitos'],
  ['paymentAccount', paymentAccount, '1234567890123456789', 'No debe exceder 18 dígitos'],
  ['paymentAccount', paymentAccount, '12345678901234x6', 'Solo números'],
  [
    'paymentAccount(10, 12)',
    () => paymentAccount(10, 12),
    '123456789',
    'Ingresar como mínimo 10 dígitos',
  ],
  [
    'paymentAccount(10, 12)',
    () => paymentAccount(10, 12),
    '1234567890123',
    'No debe exceder 12 dígitos',
  ],

  ['email', email, 'ana.lopez@gmail.com', null],
  ['email', email, 'ana@correo.com.mx', null],
  ['email', email, 'ana@', 'Formato de correo incorrecto'],
  ['email', email, 'ana lopez@gmail.com', 'Formato de correo incorrecto'],
  ...BLOCKED_EMAIL_DOMAINS.map((d): Row => [
    'email (blocked domain)',
    email,
    `promotor@${d}`,
    'Formato de correo incorrecto',
  ]),
  ['email (blocked domain, upper case)', email, 'X@CONSUPAGO.COM', 'Formato de correo incorrecto'],

  ['phone', phone, '', null],
  ['phone', phone, '5512345678', null],
  ['phone', phone, '+52 (55) 1234-5678', null],
  ['phone', phone, '551234567', 'Ingresar 10 dígitos'],
  ['phone', phone, '0512345678', 'Ingresar 10 dígitos'],
  ['phone', phone, '55123456789', 'Ingresar 10 dígitos'],

  ['ocr', ocr, '1234567890123', null],
  ['ocr', ocr, '12345', null],
  ['ocr', ocr, '12345678901234', 'Máximo 13 dígitos'],
  ['ocr', ocr, '12a', 'Máximo 13 dígitos'],
  ['ocrRule', ocrRule, '1234567890123', null],
  ['ocrRule', ocrRule, '123456789012', 'Ingresar 13 dígitos'],

  ['tasa', tasa, '45.50', null],
  ['tasa', tasa, '100', null],
  ['tasa', tasa, '100.01', 'Ingresa una tasa de hasta 100 con máximo 2 decimales'],
  ['tasa', tasa, '12.345', 'Ingresa una tasa de hasta 100 con máximo 2 decimales'],
  ['cat', cat, '999.9', null],
  ['cat', cat, '1000', null],
  ['cat', cat, '1000.1', 'Ingresa un CAT de hasta 1000 con máximo 1 decimal'],
  ['cat', cat, '50.25', 'Ingresa un CAT de hasta 1000 con máximo 1 decimal'],

  ['nss', nss, '', null],
  ['nss', nss, '12345678903', null],
  ['nss', nss, '97031612340', null],
  ['nss', nss, '1234567890', 'Ingresar 11 dígitos'],
  ['nss', nss, '12345678904', 'El NSS no es válido'],

  ['libranza folio', libranzaFolio, 'LIB-000000001', null],
  [
    'libranza folio',
    libranzaFolio,
    'LIB 00000001',
    'El folio debe tener al menos 12 caracteres y sin espacios',
  ],
  [
    'libranza folio',
    libranzaFolio,
    'LIB-0001',
    'El folio debe tener al menos 12 caracteres y sin espacios',
  ],

  ['INE expiration year', ineExpirationYear, '2031', null],
  ['INE expiration year', ineExpirationYear, '31', 'Ingresar 4 dígitos'],
  ['cic', cic, '123456789', null],
  ['cic', cic, '12345678', 'Ingresar como mínimo 9 dígitos'],
  ['INE number', ineNumber, '01', null],
  ['INE number', ineNumber, '1', 'Ingresar 2 dígitos'],

  ['elector code', electorCode, 'HRGRJN82050602H900', null],
  ['elector code', electorCode, 'hrgrjn82050602h900', null],
  ['elector code', electorCode, 'HRGRJN8205060H900', 'La clave del Elector no es valida'],
  ['elector code', electorCode, 'HRGRJ182050602H900', 'La clave del Elector no es valida'],

  ['totalAmountFormat', totalAmountFormat, '123456789.99', null],
  ['totalAmountFormat', totalAmountFormat, '0.01', null],
  [
    'totalAmountFormat',
    totalAmountFormat,
    '0',
    'Ingresa un monto mayor a cero, con hasta 9 enteros y 2 decimales',
  ],
  [
    'totalAmountFormat',
    totalAmountFormat,
    '0.00',
    'Ingresa un monto mayor a cero, con hasta 9 enteros y 2 decimales',
  ],
  [
    'totalAmountFormat',
    totalAmountFormat,
    '1234567890',
    'Ingresa un monto mayor a cero, con hasta 9 enteros y 2 decimales',
  ],
  [
    'totalAmountFormat',
    totalAmountFormat,
    '1.234',
    'Ingresa un monto mayor a cero, con hasta 9 enteros y 2 decimales',
  ],
  [
    'totalAmountFormat',
    totalAmountFormat,
    '-5',
    'Ingresa un monto mayor a cero, con hasta 9 enteros y 2 decimales',
  ],

  ['validDateRange', validDateRange, '01/01/1900', null],
  ['validDateRange', validDateRange, '31/12/2100', null],
  ['validDateRange', validDateRange, '29/02/2024', null],
  ['validDateRange', validDateRange, '31/12/1899', 'Formato de fecha incorrecto'],
  ['validDateRange', validDateRange, '01/01/2101', 'Formato de fecha incorrecto'],
  ['validDateRange', validDateRange, '29/02/2023', 'Formato de fecha incorrecto'],
  ['validDateRange', validDateRange, '2024-02-01', 'Formato de fecha incorrecto'],
  ['validDateRange', validDateRange, '12/31/2000', 'Formato de fecha incorrecto'],

  ['letterFolioValidation', letterFolioValidation, '2024-00001-01', null],
  [
    'letterFolioValidation',
    letterFolioValidation,
    '2024-0001-01',
    'El folio debe tener 13 caracteres, solo números y guiones',
  ],
  [
    'letterFolioValidation',
    letterFolioValidation,
    '2024-A0001-01',
    'El folio debe tener 13 caracteres, solo números y guiones',
  ],
];

describe('docs/requirements.md §5 field rules', () => {
  it.each(rows)('%s: %j → %s', async (_, schema, value, message) => {
    expect(await check(schema(), value)).toBe(message);
  });
});

describe('RFC check digit warning', () => {
  it.each([
    ['GODE561231GR8', null],
    ['VACE460910SX6', 'Verifica el RFC: el dígito verificador no coincide con el calculado.'],
    ['', null],
    ['ABC', null],
  ])('%s → %s', (value, want) => {
    expect(rfcWarning(value)).toBe(want);
  });
});

describe('Spanish locale', () => {
  it("uses '<field> is not valid.' as the default message", async () => {
    const schema = yup.object({ edad: yup.number() });
    expect(await check(schema, { edad: 'diez' })).toBe('edad is not valid.');
  });
  it('uses the required message everywhere', async () => {
    expect(await check(yup.object({ nombre: yup.string().required() }), {})).toBe(
      '* Campo obligatorio',
    );
  });
  it('reads dates as day/month/year', () => {
    expect(parseDayMonthYear('05/03/1990').toISOString()).toBe('1990-03-05T00:00:00.000Z');
    expect(Number.isNaN(parseDayMonthYear('31/04/1990').getTime())).toBe(true);
  });
});

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('official ID documents: JPG/JPEG only, front and back, required, one each', () => {
  it.each([
    ['both sides, one JPG each', { ineFront: [file('f.jpg')], ineBack: [file('b.JPEG')] }, null],
    ['front missing', { ineFront: [], ineBack: [file('b.jpg')] }, 'Adjunta el documento'],
    ['back missing', { ineFront: [file('f.jpg')], ineBack: null }, 'Adjunta el documento'],
    [
      'two files for one side',
      { ineFront: [file('a.jpg'), file('b.jpg')], ineBack: [file('b.jpg')] },
      'Adjunta solo un archivo',
    ],
    [
      'a PNG',
      { ineFront: [file('f.png')], ineBack: [file('b.jpg')] },
      'Solo se permiten archivos JPG o JPEG',
    ],
    [
      'a PDF',
      { ineFront: [file('f.jpg')], ineBack: [file('b.pdf')] },
      'Solo se permiten archivos JPG o JPEG',
    ],
    [
      'no extension',
      { ineFront: [file('foto')], ineBack: [file('b.jpg')] },
      'Solo se permiten archivos JPG o JPEG',
    ],
  ])('%s', async (_, value, message) => {
    expect(await check(officialIdDocuments(), value)).toBe(message);
  });
});

describe('quoterFields', () => {
  const schema = yup.object(quoterFields());
  it('refuses the placeholder choices and an empty capacity', () => {
    const errs = (() => {
      try {
        schema.validateSync(
          { branchId: 'Selecciona', agreementGroup: '', agreementItem: 'A', paymentCapacity: '' },
          { abortEarly: false },
        );
        return [];
      } catch (e) {
        return (e as yup.ValidationError).inner.map((i) => [i.path, i.message]);
      }
    })();
    expect(errs).toEqual([
      ['branchId', es.validation.select],
      ['agreementGroup', es.validation.select],
      ['paymentCapacity', es.validation.required],
    ]);
  });
  it('takes a full choice', () => {
    const ok = { branchId: 'S', agreementGroup: 'G', agreementItem: 'A', paymentCapacity: '2500' };
    expect(schema.validateSync(ok)).toEqual(ok);
  });
});

describe('captureQuoterSchema: credit type and discount amount (offer/quoter)', () => {
  const full = {
    branchId: 'S',
    agreementGroup: 'G',
    agreementItem: 'A',
    paymentCapacity: '2500',
    creditType: 'NUEVO',
    discountAmount: '1850.50',
  };
  const errorsOf = (patch: Record<string, unknown>, field: string) => {
    try {
      captureQuoterSchema.validateSync({ ...full, ...patch }, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { inner: { path: string; message: string }[] }).inner
        .filter((i) => i.path === field)
        .map((i) => i.message);
    }
  };

  it.each([
    ['creditType empty', { creditType: '' }, 'creditType', ['Selecciona']],
    ['creditType the placeholder', { creditType: 'Selecciona' }, 'creditType', ['Selecciona']],
    ['creditType chosen', { creditType: 'RENOVACION' }, 'creditType', []],
    ['discountAmount empty (optional)', { discountAmount: '' }, 'discountAmount', []],
    [
      'discountAmount of 14 characters',
      { discountAmount: '12345678901234' },
      'discountAmount',
      ['Máximo 13 caracteres'],
    ],
    ['discountAmount of 13 characters', { discountAmount: '1234567890.12' }, 'discountAmount', []],
  ])('%s', (_, patch, field, want) => {
    expect(errorsOf(patch, field)).toEqual(want);
  });

  it('keeps both values', () => {
    expect(captureQuoterSchema.validateSync(full)).toEqual(full);
  });
});
