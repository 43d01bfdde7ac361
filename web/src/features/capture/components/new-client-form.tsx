import { useSchemaForm } from '@/components/form/use-schema-form';
import { staff } from '@/copy/es';

import { newClientSchema } from '../schemas/new-client-schema';
import type { NewClientForm as Values } from '../schemas/new-client-schema';
import { DateField, RadioField, SubmitButton, TextField } from './fields';

const t = staff.newClient;

export type NewClientValues = { [K in keyof Values]: string };

export const emptyNewClient: NewClientValues = {
  names: '',
  firstLastName: '',
  secondLastName: '',
  curp: '',
  rfc: '',
  nss: '',
  birthDate: '',
  gender: '',
};

export function NewClientForm({
  defaultValues = emptyNewClient,
  onSubmit,
}: {
  defaultValues?: NewClientValues;
  onSubmit: (v: Values) => Promise<void> | void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<NewClientValues, Values>(newClientSchema, defaultValues);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField id="names" label={t.names} error={errors.names} registration={register('names')} />
      <TextField
        id="firstLastName"
        label={t.firstLastName}
        error={errors.firstLastName}
        registration={register('firstLastName')}
      />
      <TextField
        id="secondLastName"
        label={t.secondLastName}
        optional
        error={errors.secondLastName}
        registration={register('secondLastName')}
      />
      <TextField id="curp" label={t.curp} error={errors.curp} registration={register('curp')} />
      <TextField id="rfc" label={t.rfc} error={errors.rfc} registration={register('rfc')} />
      <TextField
        id="nss"
        label={t.nss}
        optional
        inputMode="numeric"
        error={errors.nss}
        registration={register('nss')}
      />
      <DateField
        id="birthDate"
        label={t.birthDate}
        error={errors.birthDate}
        control={control}
        name="birthDate"
      />
      <RadioField
        id="gender"
        label={t.gender}
        error={errors.gender}
        registration={register('gender')}
        options={[
          { value: 'H', label: t.genderH },
          { value: 'F', label: t.genderF },
        ]}
      />
      <SubmitButton busy={isSubmitting} label={t.submit} />
    </form>
  );
}
