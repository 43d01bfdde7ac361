import { es } from '@/copy/es';
import { curp, quoterFields, yup } from '@/entities/fields/yup';

/** Cotizador carta libranza: the client's CURP, branch → agreement group → agreement, capacity. */
export const quoteSchema = yup.object({
  curp: curp().required(es.validation.required),
  ...quoterFields(),
});

export type QuoteForm = yup.InferType<typeof quoteSchema>;
