import { es, letterFolioValidation, totalAmountFormat, validDateRange, yup } from './rules';

const required = es.validation.required;

/** One settlement letter of an external credit (LCOM). */
export const lcomLetterSchema = yup.object({
  letterFolio: letterFolioValidation().required(required),
  amount: totalAmountFormat().required(required),
  validUntil: validDateRange().required(required),
});

/** LCOM: a settlement letter for every external credit the folio settles, keyed by the credit's slot. */
export function lcomSchema(keys: readonly string[]) {
  return yup.object(Object.fromEntries(keys.map((k) => [k, lcomLetterSchema.required()])));
}

/** A letter as typed (validUntil 'dd/mm/yyyy'); once validated, validUntil is a Date. */
export type LcomLetter = { letterFolio: string; amount: string; validUntil: string | Date };
export type LcomForm = Record<string, LcomLetter>;
