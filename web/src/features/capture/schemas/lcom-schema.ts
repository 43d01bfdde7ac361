import { es, letterFolioValidation, totalAmountFormat, validDateRange, yup } from './rules';

const required = es.validation.required;

/** One settlement letter of an external credit (LCOM). */
export const lcomLetterSchema = yup.object({
  letterFolio: letterFolioValidation().required(required),
  amount: totalAmountFormat().required(required),
  validUntil: validDateRange().required(required),
});

/** LCOM: a settlement letter for every external credit the folio settles, keyed by credit id. */
export function lcomSchema(creditIds: readonly string[]) {
  return yup.object(Object.fromEntries(creditIds.map((id) => [id, lcomLetterSchema.required()])));
}

/** A letter as typed (validUntil 'dd/mm/yyyy'); once validated, validUntil is a Date. */
export type LcomLetter = { letterFolio: string; amount: string; validUntil: string | Date };
export type LcomForm = Record<string, LcomLetter>;
