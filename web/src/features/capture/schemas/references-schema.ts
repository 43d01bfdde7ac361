import { es, namesAndSurnames, phone, selectOption, yup } from './rules';

const required = es.validation.required;

const reference = () =>
  yup.object({
    names: namesAndSurnames().required(required),
    firstLastName: namesAndSurnames().required(required),
    secondLastName: namesAndSurnames(),
    phone: phone().required(required),
    relationship: selectOption(),
  });

/** Referencias: two people who know the client. */
export const referencesSchema = yup.object({ ref1: reference(), ref2: reference() });

export type ReferencesForm = yup.InferType<typeof referencesSchema>;
