import { es, selectOption, totalAmountFormat, yup } from './rules';

/** Cotizador: branch, agreement group and agreement (placeholder → 'Selecciona'), capacity. */
export const quoterSchema = yup.object({
  branchId: selectOption(),
  agreementGroup: selectOption(),
  agreementItem: selectOption(),
  paymentCapacity: totalAmountFormat().required(es.validation.required),
});

export type QuoterForm = yup.InferType<typeof quoterSchema>;
