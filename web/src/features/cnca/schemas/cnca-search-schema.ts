import { es } from '@/copy/es';
import { curp, yup } from '@/entities/fields/yup';

/** The CNCA client lookup: the client's CURP, with its docs/requirements.md §5 rule. */
export const cncaSearchSchema = yup.object({
  curp: curp().required(es.validation.required),
});

export type CncaSearchForm = yup.InferType<typeof cncaSearchSchema>;
