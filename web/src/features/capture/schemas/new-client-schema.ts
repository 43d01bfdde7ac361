import { charactersAndSpaces, curp, es, fullName, nss, rfc, validDateRange, yup } from './rules';

const required = es.validation.required;

/**
 * Nuevo cliente: who the folio is for (prefilled from the search; nothing typed twice). The given
 * names are a full name (letters, one space between names) and each surname letters and spaces
 * ("De la Cruz"), as the identity on the INE and the CURP is written (docs/requirements.md §5,
 * 'Formato de nombre incorrecto').
 */
export const newClientSchema = yup.object({
  names: fullName().required(required),
  firstLastName: charactersAndSpaces().required(required),
  secondLastName: charactersAndSpaces(),
  curp: curp().required(required),
  rfc: rfc().required(required),
  nss: nss(),
  birthDate: validDateRange().required(required),
  gender: yup.string().oneOf(['H', 'F'], required).required(required),
});

export type NewClientForm = yup.InferType<typeof newClientSchema>;
