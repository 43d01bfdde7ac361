import { es, totalAmountFormat, yup } from './rules';

/** Capacidad de pago: perceptions required; deductions optional (none = 0). */
export const simulatorSchema = yup.object({
  perceptions: totalAmountFormat().required(es.validation.required),
  deductions: totalAmountFormat(),
});

export type SimulatorForm = yup.InferType<typeof simulatorSchema>;
