import { es, maxText, yup } from './rules';

/** Descartar solicitud: why the promoter drops the folio. */
export const discardSchema = yup.object({
  reason: maxText(500).required(es.validation.required),
});

export type DiscardForm = yup.InferType<typeof discardSchema>;
