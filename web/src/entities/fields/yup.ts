/**
 * yup in Spanish: the locale (default '<field> is not valid.', docs/requirements.md §5) and every shared field rule
 * of docs/requirements.md §5 with its exact message, plus the check digits of the Mexican identifiers. Feature
 * schemas compose these; none spells a message of its own.
 *
 * Every field rule treats an empty string as "not given": add .required() where the field is
 * mandatory ('* Campo obligatorio').
 */
import * as yup from 'yup';

import { es } from '@/copy/es';
import {
  isValidClabe,
  isValidCurpCheckDigit,
  isValidNss,
  isValidRfcCheckDigit,
  MX_PHONE,
  normalizeMxPhone,
} from '@/entities/fields/identifiers';

const m = es.validation;

export const DEFAULT_MAX_LENGTH = 20;
export const MIN_DATE = new Date(Date.UTC(1900, 0, 1));
export const MAX_DATE = new Date(Date.UTC(2100, 11, 31));
/** Also Remote Config `blocked_email_domains`. */
export const BLOCKED_EMAIL_DOMAINS = [
  'consupago.com',
  'opcionesempresariales.com',
  'procesa.com',
  'tuprestamo.com',
] as const;
export const SELECT_PLACEHOLDER = 'Selecciona';
export const OFFICIAL_ID_TYPES = ['JPG', 'JPEG'] as const;

yup.setLocale({
  mixed: {
    default: ({ path }) => `${path} is not valid.`,
    required: m.required,
    notType: ({ path, type }) => (type === 'date' ? m.date : `${path} is not valid.`),
  },
  string: {
    max: ({ max }) => m.maxCharacters(max),
  },
  date: {
    min: m.date,
    max: m.date,
  },
});

export { yup };

/** 'dd/mm/yyyy' (or a Date) as a UTC date; an invalid Date when it is not a real calendar day. */
export function parseDayMonthYear(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return new Date(NaN);
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return new Date(NaN);
  const [d, mo, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? date : new Date(NaN);
}

/** Day/month/year between 1900-01-01 and 2100-12-31 ('Formato de fecha incorrecto'). */
export const validDateRange = () =>
  yup
    .date()
    .transform((_, original: unknown) =>
      original === '' || original == null ? undefined : parseDayMonthYear(original),
    )
    .typeError(m.date)
    .min(MIN_DATE, m.date)
    .max(MAX_DATE, m.date);

const text = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v));

const upper = () => text().transform((v?: string) => v?.toUpperCase());

export const isRequired = () => yup.string().trim().required(m.required);

/** Free text with the default maximum length of 20. */
export const maxText = (max = DEFAULT_MAX_LENGTH) => text().max(max, m.maxCharacters(max));

export const rfc = () =>
  upper()
    .matches(/^[A-Z0-9Ñ&]+$/, m.rfcCharacters)
    .length(13, m.rfcLength)
    .matches(/^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/, m.rfcInvalid);

/** RFC's check digit only warns (about 1.5 % of RFCs in use carry a wrong one). */
export function rfcWarning(value: string | undefined): string | null {
  const v = value?.trim().toUpperCase() ?? '';
  if (!/^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(v)) return null;
  return isValidRfcCheckDigit(v) ? null : m.rfcCheckDigitWarning;
}

export const curp = () =>
  upper()
    .length(18, m.curpLength)
    .matches(/^[A-Z]{4}\d{6}[A-Z0-9Ñ&]{8}$/, m.curpInvalid)
    .test('curp-check-digit', m.curpInvalid, (v) => v === undefined || isValidCurpCheckDigit(v));

const LETTERS = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ';

export const fullName = () =>
  text().matches(new RegExp(`^[${LETTERS}]+( [${LETTERS}]+)*$`), m.nameFormat);
export const onlyName = () => text().matches(new RegExp(`^[${LETTERS}]+$`), m.nameFormat);
export const charactersAndSpaces = () =>
  text().matches(new RegExp(`^[${LETTERS} ]+$`), m.nameFormat);
export const characters = () => text().matches(new RegExp(`^[${LETTERS}]+$`), m.invalidFormat);
export const charactersAndNumbers = () =>
  text().matches(new RegExp(`^[${LETTERS}0-9 ]+$`), m.invalidFormat);
export const charactersAndNumbersWhithCommas = () =>
  text().matches(new RegExp(`^[${LETTERS}0-9 .,\\-/]+$`), m.invalidFormat);
export const namesAndSurnames = () =>
  text()
    .min(1, m.namesAndSurnames)
    .matches(new RegExp(`^[${LETTERS} .,'\\-]+$`), m.namesAndSurnames);

export const onlyNumber = () => text().matches(/^\d+$/, m.onlyNumbers);
export const discountAmount = () => text().max(13, m.maxCharacters(13));

/** agreementGroup, creditType, agreementItem: the placeholder choice is invalid. */
export const selectOption = () =>
  yup.string().required(m.select).notOneOf(['', SELECT_PLACEHOLDER], m.select);

export const validCbanc = () =>
  text()
    .matches(/^\d{18}$/, m.clabeLength)
    .test('clabe-check-digit', m.clabeInvalid, (v) => v === undefined || isValidClabe(v));

export const validAccount = () => text().matches(/^\d{16}$/, m.accountLength);

export const paymentAccount = (min = 16, max = 18) =>
  text().matches(/^\d+$/, m.onlyNumbers).min(min, m.minDigits(min)).max(max, m.maxDigits(max));

export function isBlockedEmail(value: string, blocked: readonly string[] = BLOCKED_EMAIL_DOMAINS) {
  const v = value.toLowerCase();
  return blocked.some((d) => v.includes(d.toLowerCase()));
}

export const email = (blocked: readonly string[] = BLOCKED_EMAIL_DOMAINS) =>
  text()
    .matches(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, m.email)
    .test('blocked-domain', m.email, (v) => v === undefined || !isBlockedEmail(v, blocked));

/** If given, 10 digits after normalisation (+52, 044, dashes… removed). */
export const phone = () =>
  text()
    .transform((v?: string) => (v === undefined ? v : normalizeMxPhone(v)))
    .matches(MX_PHONE, m.phone);

export const ocr = () => text().matches(/^\d{1,13}$/, m.ocrMax);
export const ocrRule = () => text().matches(/^\d{13}$/, m.ocrLength);

const decimalAtMost = (decimals: number, max: number) => (v: string | undefined) =>
  v === undefined || (new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(v) && Number(v) <= max);

export const tasa = () => text().test('tasa', m.tasa, decimalAtMost(2, 100));
export const cat = () => text().test('cat', m.cat, decimalAtMost(1, 1000));

export const nss = () =>
  text()
    .matches(/^\d{11}$/, m.nssLength)
    .test('nss-check-digit', m.nssInvalid, (v) => v === undefined || isValidNss(v));

export const libranzaFolio = () =>
  yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .matches(/^\S+$/, m.libranzaFolio)
    .min(12, m.libranzaFolio);

export const ineExpirationYear = () => text().matches(/^\d{4}$/, m.ineExpirationYear);
export const cic = () => text().matches(/^\d{9,}$/, m.cic);
export const ineNumber = () => text().matches(/^\d{2}$/, m.ineNumber);
export const electorCode = () => upper().matches(/^[A-Z]{6}\d{8}[A-Z]\d{3}$/, m.electorCode);

export const totalAmountFormat = () =>
  text().test(
    'total-amount',
    m.totalAmount,
    (v) => v === undefined || (/^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0),
  );

export const letterFolioValidation = () => text().matches(/^[\d-]{13}$/, m.letterFolio);

/** A file's extension, upper-cased ('' when it has none). */
function extension(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toUpperCase();
}

type FileListLike = ArrayLike<File>;

/** One official-ID side: required, exactly one file, JPG or JPEG only. */
export const officialIdSide = () =>
  yup
    .mixed<FileListLike>()
    .nullable()
    .test('required', m.documentRequired, (v) => !!v && v.length > 0)
    .test('one', m.documentOne, (v) => !v || v.length <= 1)
    .test('type', m.documentType, (v) =>
      Array.from(v ?? []).every((f) =>
        (OFFICIAL_ID_TYPES as readonly string[]).includes(extension(f.name)),
      ),
    );

/** docs/requirements.md §3 default document types: front and back of the official ID, each required, max 1. */
export const officialIdDocuments = () =>
  yup.object({ ineFront: officialIdSide(), ineBack: officialIdSide() });

/** The cotizador's fields (entities/quote/quoter-form): the three lists and the payment capacity. */
export const quoterFields = () => ({
  branchId: selectOption(),
  agreementGroup: selectOption(),
  agreementItem: selectOption(),
  paymentCapacity: totalAmountFormat().required(m.required),
});

/** The cotizador of the capture and CNCA flows: just its four fields (carta libranza adds the CURP). */
export const quoterSchema = yup.object(quoterFields());
export type QuoterValues = yup.InferType<typeof quoterSchema>;

/**
 * The capture's cotizador (features/capture quoter step): the four quoter fields plus the credit
 * type (a choice, 'Selecciona' is none) and the optional discount amount (at most 13 characters),
 * saved to offer/quoter/creditType and offer/quoter/discountAmount (docs/requirements.md §5).
 */
export const captureQuoterSchema = yup.object({
  ...quoterFields(),
  creditType: selectOption(),
  discountAmount: discountAmount(),
});
export type CaptureQuoterValues = yup.InferType<typeof captureQuoterSchema>;

/** Cotizar por monto (entities/quote/amount-quote-form): the amount, and a term or '' for all. */
export const amountQuoteSchema = yup.object({
  amount: totalAmountFormat().required(m.required),
  term: yup.string().default(''),
});
export type AmountQuoteValues = yup.InferType<typeof amountQuoteSchema>;
