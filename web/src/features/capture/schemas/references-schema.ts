import { es, fullName, namesAndSurnames, phone, selectOption, yup } from './rules';

const required = es.validation.required;

/**
 * A reference's given names are a full name ('Formato de nombre incorrecto'); its surnames may
 * carry the punctuation of names as people write them, "D'Angelo", "Pérez-Soto"
 * (namesAndSurnames, 'Formato de campo incorrecto'; docs/requirements.md §5).
 */
const reference = () =>
  yup.object({
    names: fullName().required(required),
    firstLastName: namesAndSurnames().required(required),
    secondLastName: namesAndSurnames(),
    phone: phone().required(required),
    relationship: selectOption(),
  });

/** Referencias: two people who know the client. */
export const referencesSchema = yup.object({ ref1: reference(), ref2: reference() });

export type ReferencesForm = yup.InferType<typeof referencesSchema>;
