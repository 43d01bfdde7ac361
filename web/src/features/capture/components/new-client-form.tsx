import { DateField } from '@/components/form/date-field';
import { RadioField, TextField } from '@/components/form/fields';
import { staff } from '@/copy/es';

import { newClientSchema } from '../schemas/new-client-schema';
import type { NewClientForm as Values } from '../schemas/new-client-schema';
import { StepForm } from './step-form';
import type { StepFormProps } from './step-form';

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
}: StepFormProps<NewClientValues, Values>) {
  return (
    <StepForm
      schema={newClientSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      submitLabel={t.submit}
    >
      <TextField id="names" label={t.names} name="names" />
      <TextField id="firstLastName" label={t.firstLastName} name="firstLastName" />
      <TextField id="secondLastName" label={t.secondLastName} optional name="secondLastName" />
      <TextField id="curp" label={t.curp} name="curp" />
      <TextField id="rfc" label={t.rfc} name="rfc" />
      <TextField id="nss" label={t.nss} optional inputMode="numeric" name="nss" />
      <DateField id="birthDate" label={t.birthDate} name="birthDate" />
      <RadioField
        id="gender"
        label={t.gender}
        name="gender"
        options={[
          { value: 'H', label: t.genderH },
          { value: 'F', label: t.genderF },
        ]}
      />
    </StepForm>
  );
}
