import {
  es,
  maxText,
  onlyNumber,
  selectOption,
  totalAmountFormat,
  validDateRange,
  yup,
} from './rules';

const required = es.validation.required;

/** Datos laborales: docs/requirements.md §3 employmentData. */
export const employmentSchema = yup.object({
  cotizaEn: selectOption(),
  tipoEmpleado: selectOption(),
  tipoContrato: selectOption(),
  numeroEmpleado: onlyNumber().concat(maxText()).required(required),
  fechaTrabajo: validDateRange().required(required),
  sueldoMensual: totalAmountFormat().required(required),
});

export type EmploymentForm = yup.InferType<typeof employmentSchema>;
