import { es } from '@/copy/es';
import { curp, selectOption, totalAmountFormat, yup } from '@/lib/yup';

/** Cotizador carta libranza: the client's CURP, branch → agreement group → agreement, capacity. */
export const quoteSchema = yup.object({
  curp: curp().required(es.validation.required),
  branchId: selectOption(),
  agreementGroup: selectOption(),
  agreementItem: selectOption(),
  paymentCapacity: totalAmountFormat().required(es.validation.required),
});

export type QuoteForm = yup.InferType<typeof quoteSchema>;
