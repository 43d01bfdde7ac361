import { yup } from '@/entities/fields/yup';

/** One "I accept" box (consent 1013, terms, Círculo de Crédito): it must be ticked. */
export function acceptSchema(message: string) {
  return yup.object({
    accept: yup.boolean().required(message).oneOf([true], message),
  });
}

export type AcceptValues = yup.InferType<ReturnType<typeof acceptSchema>>;
