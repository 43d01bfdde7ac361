import { useNavigate } from 'react-router';

import { useSchemaForm } from '@/components/form/use-schema-form';
import { fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { employmentSchema } from '../schemas/employment-schema';
import type { EmploymentForm as Values } from '../schemas/employment-schema';
import { stepHref } from '../step-paths';
import { DateField, options, SelectField, SubmitButton, TextField } from './fields';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';

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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<EmploymentValues, Values>(employmentSchema, defaultValues);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>{t.intro}</p>
      <SelectField
        id="cotizaEn"
        label={t.cotizaEn}
        error={errors.cotizaEn}
        registration={register('cotizaEn')}
        options={options(t.cotizaEnOptions)}
      />
      <SelectField
        id="tipoEmpleado"
        label={t.tipoEmpleado}
        error={errors.tipoEmpleado}
        registration={register('tipoEmpleado')}
        options={options(t.tipoEmpleadoOptions)}
      />
      <SelectField
        id="tipoContrato"
        label={t.tipoContrato}
        error={errors.tipoContrato}
        registration={register('tipoContrato')}
        options={options(t.tipoContratoOptions)}
      />
      <TextField
        id="numeroEmpleado"
        label={t.numeroEmpleado}
        inputMode="numeric"
        error={errors.numeroEmpleado}
        registration={register('numeroEmpleado')}
      />
      <DateField
        id="fechaTrabajo"
        label={t.fechaTrabajo}
        error={errors.fechaTrabajo}
        control={control}
        name="fechaTrabajo"
        defaultYear={new Date().getFullYear() - 10}
      />
      <TextField
        id="sueldoMensual"
        label={t.sueldoMensual}
        inputMode="decimal"
        error={errors.sueldoMensual}
        registration={register('sueldoMensual')}
      />
      <SubmitButton busy={isSubmitting} />
    </form>
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
