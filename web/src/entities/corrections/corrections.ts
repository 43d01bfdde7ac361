/**
 * Corrections after capture (docs/contract.md, "Correcting a folio after capture"): what a correction
 * names comes from the contract (CORRECTION_ITEMS, CORRECTION_ANNEXES; requested.ts reads it); this module adds, for each
 * leaf path an item opens, the input and the yup rule the correcting writer's form uses. The
 * contract says which writers may correct each item (itemsFor): items whose paths are whole objects
 * (references, employment data) are the promoter's, corrected in the capture screens; every item
 * the customer or staff may be asked for has an input here (a unit test holds this).
 */
import type { AnySchema } from 'yup';

import { corrections as t, es } from '@/copy/es';
import {
  email,
  fullName,
  namesAndSurnames,
  onlyNumber,
  phone,
  tasa,
  validAccount,
  validCbanc,
  yup,
} from '@/entities/fields/yup';
import {
  CORRECTION_ANNEXES,
  CORRECTION_CLOSED_FOR,
  CORRECTION_ITEMS,
  type CorrectionWriter,
  type FolioCorrection,
} from '@/lib/folio-contract.gen';

import { requestedItems } from './requested';

export type Correction = FolioCorrection;
export type { CorrectionWriter };

/** One input of a correction form: the folio path it writes, its label, number or text, its rule. */
export interface CorrectionField {
  path: string;
  label: string;
  numeric: boolean;
  schema: () => AnySchema;
}

const number = () => yup.number().typeError(es.validation.onlyNumbers);
const amount = () => number().positive().required();

const FIELD_RULES: Record<string, { numeric?: boolean; schema: () => AnySchema }> = {
  'deposit/clabe': { schema: () => validCbanc().required() },
  'deposit/bankCode': { schema: () => onlyNumber().length(3).required() },
  'deposit/accountNumber': { schema: () => validAccount() },
  'client/phone': { schema: () => phone().required() },
  'contact/phone': { schema: () => phone() },
  'contact/mobilePhone': { schema: () => phone() },
  'contact/homePhone': { schema: () => phone() },
  'client/email': { schema: () => email() },
  'contact/email': { schema: () => email() },
  'client/names': { schema: () => namesAndSurnames().required() },
  'client/firstLastName': { schema: () => namesAndSurnames().required() },
  'client/secondLastName': { schema: () => namesAndSurnames() },
  'client/fullName': { schema: () => fullName().required() },
  'offer/quoter/amount': { numeric: true, schema: amount },
  'offer/quoter/term': { numeric: true, schema: () => number().integer().positive().required() },
  'offer/quoter/payment': { numeric: true, schema: amount },
  'offer/quoter/tasa': { numeric: true, schema: () => tasa().required() },
  'offer/quoter/cat': { numeric: true, schema: () => number().min(0).max(1000).required() },
};

/** The items the contract lets `writer` correct, in the contract's order. */
export function itemsFor(writer: CorrectionWriter): string[] {
  return Object.keys(CORRECTION_ITEMS).filter((i) => CORRECTION_ITEMS[i]!.writers.includes(writer));
}

/** The annexes `writer` may be asked to file: only the customer files, on its action-5 link. */
export function annexesFor(writer: CorrectionWriter): string[] {
  return writer === 'customer' ? Object.keys(CORRECTION_ANNEXES) : [];
}

/** Whether a leaf path has an input in these forms. */
export const hasInput = (path: string) => !!FIELD_RULES[path];

/** The inputs of the items a correction names, for paths these forms know (see above). */
export function correctionFields(c: Correction | undefined): CorrectionField[] {
  return requestedItems(c).flatMap((item) =>
    (CORRECTION_ITEMS[item]?.paths ?? [])
      .filter((p) => FIELD_RULES[p])
      .map((p) => ({
        path: p,
        label: t.form.fields[p] ?? p,
        numeric: !!FIELD_RULES[p]!.numeric,
        schema: FIELD_RULES[p]!.schema,
      })),
  );
}

/** A form key for a folio path (react-hook-form reads dots and slashes as nesting). */
export const fieldKey = (path: string) => path.replaceAll('/', '__');

/** The yup schema of a correction form's fields. */
export function correctionSchema(fields: readonly CorrectionField[]) {
  return yup.object(Object.fromEntries(fields.map((f) => [fieldKey(f.path), f.schema()])));
}

/** The value at a '/'-separated path of a folio, as a form's initial text. */
export function valueAt(folio: unknown, path: string): string {
  let cur: unknown = folio;
  for (const k of path.split('/')) {
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  }
  return cur === undefined || cur === null ? '' : String(cur);
}

/** The folio update of a submitted correction form: each field at its path, '' left out. */
export function correctionPatch(
  fields: readonly CorrectionField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[fieldKey(f.path)];
    if (v === undefined || v === '') continue;
    out[f.path] = f.numeric ? Number(v) : v;
  }
  return out;
}

/** The correction object staff write to open one (the rules check requester, items and writer). */
export function newCorrection(
  writer: CorrectionWriter,
  items: readonly string[],
  annexes: readonly string[],
  reason: string,
  bpId: string,
  now: object,
): Correction {
  const requested = (names: readonly string[]) =>
    names.length ? Object.fromEntries(names.map((n) => [n, 'requested' as const])) : undefined;
  const c: Correction = { open: true, writer, reason: reason.slice(0, 500), requestedBy: bpId };
  const i = requested(items);
  const a = requested(annexes);
  if (i) c.items = i;
  if (a) c.annexes = a;
  (c as Record<string, unknown>).requestedAt = now;
  return c;
}

/** No folio enters these statuses while a correction is open (the rules refuse it). */
export function closedByCorrection(c: Correction | undefined, to: string): boolean {
  return !!c?.open && (CORRECTION_CLOSED_FOR as readonly string[]).includes(to);
}
