import { useNavigate } from 'react-router';

import { DateField } from '@/components/form/date-field';
import { SelectField, TextField, options } from '@/components/form/fields';
import { fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { employmentSchema } from '../schemas/employment-schema';
import type { EmploymentForm as Values } from '../schemas/employment-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { StepForm } from './step-form';
import type { StepFormProps } from './step-form';

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
}: StepFormProps<EmploymentValues, Values>) {
  return (
    <StepForm
      schema={employmentSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      intro={t.intro}
    >
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
    </StepForm>
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
