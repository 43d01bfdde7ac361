import { electorCode, es, ineExpirationYear, ocrRule, yup } from './rules';

const required = es.validation.required;

/** Datos generales: the official ID's data (the identity was confirmed on Nuevo cliente). */
export const generalDataSchema = yup.object({
  electorCode: electorCode().required(required),
  ocr: ocrRule().required(required),
  ineExpirationYear: ineExpirationYear().required(required),
});

export type GeneralDataForm = yup.InferType<typeof generalDataSchema>;
