import { useNavigate } from 'react-router';

import { DateField } from '@/components/form/date-field';
import { SelectField, TextField, options } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { employmentSchema } from '../schemas/employment-schema';
import type { EmploymentForm as Values } from '../schemas/employment-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { SubmitButton } from './step-submit';

const t = staff.employment;

export type EmploymentValues = { [K in keyof Values]: string };

export const emptyEmployment: EmploymentValues = {
  cotizaEn: '',
  tipoEmpleado: '',
  tipoContrato: '',
  numeroEmpleado: '',
  fechaTrabajo: '',
  sueldoMensual: '',
};

export function EmploymentForm({
  defaultValues = emptyEmployment,
  onSubmit,
}: {
  defaultValues?: EmploymentValues;
  onSubmit: (v: Values) => Promise<void> | void;
}) {
  const form = useSchemaForm<EmploymentValues, Values>(employmentSchema, defaultValues);
  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{t.intro}</p>
      <SelectField
        id="cotizaEn"
        label={t.cotizaEn}
        name="cotizaEn"
        options={options(t.cotizaEnOptions)}
      />
      <SelectField
        id="tipoEmpleado"
        label={t.tipoEmpleado}
        name="tipoEmpleado"
        options={options(t.tipoEmpleadoOptions)}
      />
      <SelectField
        id="tipoContrato"
        label={t.tipoContrato}
        name="tipoContrato"
        options={options(t.tipoContratoOptions)}
      />
      <TextField
        id="numeroEmpleado"
        label={t.numeroEmpleado}
        inputMode="numeric"
        name="numeroEmpleado"
      />
      <DateField
        id="fechaTrabajo"
        label={t.fechaTrabajo}
        name="fechaTrabajo"
        defaultYear={new Date().getFullYear() - 10}
      />
      <TextField
        id="sueldoMensual"
        label={t.sueldoMensual}
        inputMode="decimal"
        name="sueldoMensual"
      />
      <SubmitButton busy={isSubmitting} />
    </Form>
  );
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const e = request.employmentData ?? {};
  return (
    <EmploymentForm
      defaultValues={{
        cotizaEn: e.cotizaEn ?? '',
        tipoEmpleado: e.tipoEmpleado ?? '',
        tipoContrato: e.tipoContrato ?? '',
        numeroEmpleado: e.numeroEmpleado ?? '',
        fechaTrabajo: fromIsoDate(e.fechaTrabajo),
        sueldoMensual: e.sueldoMensual ? String(e.sueldoMensual) : '',
      }}
      onSubmit={async (v) => {
        const ok = await save(
          {
            employmentData: {
              cotizaEn: v.cotizaEn,
              tipoEmpleado: v.tipoEmpleado,
              tipoContrato: v.tipoContrato,
              numeroEmpleado: v.numeroEmpleado,
              employeeNumber: v.numeroEmpleado,
              fechaTrabajo: isoFromDate(v.fechaTrabajo),
              sueldoMensual: Number(v.sueldoMensual),
            },
          },
          statusAfterStep(request.status, 'generalData'),
        );
        if (ok) navigate(stepHref('documents', id)!);
      }}
    />
  );
}

export function EmploymentStep() {
  return (
    <FolioGate title={es.screens.employmentData} step="generalData">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
