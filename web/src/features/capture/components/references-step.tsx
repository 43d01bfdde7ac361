import { useNavigate } from 'react-router';

import { SelectField, TextField, options } from '@/components/form/fields';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';
import type { Reference } from '@/entities/folio/request-model';

import { requiresMedicalQuestion } from '../optional-steps';
import { referencesSchema } from '../schemas/references-schema';
import type { ReferencesForm as Values } from '../schemas/references-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { StepForm } from './step-form';
import type { StepFormProps } from './step-form';

const t = staff.references;

type RefValues = {
  names: string;
  firstLastName: string;
  secondLastName: string;
  phone: string;
  relationship: string;
};
export type ReferencesValues = { ref1: RefValues; ref2: RefValues };

const emptyRef = (r?: Reference): RefValues => ({
  names: r?.names ?? '',
  firstLastName: r?.firstLastName ?? '',
  secondLastName: r?.secondLastName ?? '',
  phone: r?.phone ?? '',
  relationship: r?.relationship ?? '',
});

export const emptyReferences: ReferencesValues = { ref1: emptyRef(), ref2: emptyRef() };

export function ReferencesForm({
  defaultValues = emptyReferences,
  onSubmit,
}: StepFormProps<ReferencesValues, Values>) {
  return (
    <StepForm
      schema={referencesSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      intro={t.intro}
    >
      {(['ref1', 'ref2'] as const).map((k, i) => {
        return (
          <fieldset key={k}>
            <legend>{t.reference(i + 1)}</legend>
            <TextField id={`${k}-names`} label={t.names} name={`${k}.names`} />
            <TextField
              id={`${k}-firstLastName`}
              label={t.firstLastName}
              name={`${k}.firstLastName`}
            />
            <TextField
              id={`${k}-secondLastName`}
              label={t.secondLastName}
              optional
              name={`${k}.secondLastName`}
            />
            <TextField
              id={`${k}-phone`}
              label={t.phone}
              type="tel"
              inputMode="tel"
              name={`${k}.phone`}
            />
            <SelectField
              id={`${k}-relationship`}
              label={t.relationship}
              name={`${k}.relationship`}
              options={options(t.relationships)}
            />
          </fieldset>
        );
      })}
    </StepForm>
  );
}

const record = (r: Values['ref1']) => ({
  names: r.names,
  firstLastName: r.firstLastName,
  secondLastName: r.secondLastName ?? '',
  phone: r.phone,
  relationship: r.relationship,
});

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const refs = request.references ?? {};
  return (
    <ReferencesForm
      defaultValues={{ ref1: emptyRef(refs.ref1), ref2: emptyRef(refs.ref2) }}
      onSubmit={async (v) => {
        const medical = requiresMedicalQuestion(request);
        const ok = await save(
          { references: { ref1: record(v.ref1), ref2: record(v.ref2) } },
          statusAfterStep(request.status, 'clientReference', medical ? ['medicalQuestion'] : []),
        );
        if (ok) navigate(stepHref(medical ? 'medicalQuestion' : 'generalData', id)!);
      }}
    />
  );
}

export function ReferencesStep() {
  return (
    <FolioGate title={es.screens.clientReference} step="clientReference">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
