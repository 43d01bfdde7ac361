import { email, es, phone, yup } from './rules';

/** Datos de contacto: the mobile phone receives the customer link by SMS. */
export const contactSchema = yup.object({
  mobilePhone: phone().required(es.validation.required),
  homePhone: phone(),
  email: email(),
});

export type ContactForm = yup.InferType<typeof contactSchema>;
