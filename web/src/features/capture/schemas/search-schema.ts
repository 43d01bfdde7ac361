import { curp, es, nss, rfc, yup } from './rules';

/** Búsqueda de cliente: one identifier, CURP, RFC or NSS, with its docs/requirements.md §5 rule. */
export const searchSchema = yup.object({
  by: yup.string().oneOf(['curp', 'rfc', 'nss']).required(es.validation.required),
  value: yup
    .string()
    .when('by', ([by]: string[]) =>
      (by === 'rfc' ? rfc() : by === 'nss' ? nss() : curp()).required(es.validation.required),
    ),
});

export type SearchForm = yup.InferType<typeof searchSchema>;
