import { cic, electorCode, es, ineExpirationYear, ineNumber, ocrRule, yup } from './rules';

const required = es.validation.required;

/**
 * Datos generales: the official ID's data (the identity was confirmed on Nuevo cliente): elector
 * code, OCR, INE number (the 2-digit emission number) and expiration year, required; the CIC
 * (the newer INE's identifier, 9+ digits) when the card has one.
 */
export const generalDataSchema = yup.object({
  electorCode: electorCode().required(required),
  ocr: ocrRule().required(required),
  ineNumber: ineNumber().required(required),
  ineExpirationYear: ineExpirationYear().required(required),
  cic: cic(),
});

export type GeneralDataForm = yup.InferType<typeof generalDataSchema>;
