import { curp, es, namesAndSurnames, nss, rfc, validDateRange, yup } from './rules';

const required = es.validation.required;

/** Nuevo cliente: who the folio is for (prefilled from the search; nothing typed twice). */
export const newClientSchema = yup.object({
  names: namesAndSurnames().required(required),
  firstLastName: namesAndSurnames().required(required),
  secondLastName: namesAndSurnames(),
  curp: curp().required(required),
  rfc: rfc().required(required),
  nss: nss(),
  birthDate: validDateRange().required(required),
  gender: yup.string().oneOf(['H', 'F'], required).required(required),
});

export type NewClientForm = yup.InferType<typeof newClientSchema>;
