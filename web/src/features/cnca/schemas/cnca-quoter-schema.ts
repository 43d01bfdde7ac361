import { es } from '@/copy/es';
import { selectOption, totalAmountFormat, yup } from '@/lib/yup';

/** Cotizador CNCA: branch, agreement group and agreement (placeholder → 'Selecciona'), capacity. */
export const cncaQuoterSchema = yup.object({
  branchId: selectOption(),
  agreementGroup: selectOption(),
  agreementItem: selectOption(),
  paymentCapacity: totalAmountFormat().required(es.validation.required),
});

export type CncaQuoterForm = yup.InferType<typeof cncaQuoterSchema>;
