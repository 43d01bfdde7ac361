import { useNavigate } from 'react-router';

import { TextField } from '@/components/form/fields';
import { fromIsoDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { clientName, statusAtLeast } from '@/entities/folio/request-model';

import { generalDataSchema } from '../schemas/general-data-schema';
import type { GeneralDataForm as Values } from '../schemas/general-data-schema';
import { employmentHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { StepForm } from './step-form';
import type { StepFormProps } from './step-form';

const t = staff.generalData;
const n = staff.newClient;

export type GeneralDataValues = {
  electorCode: string;
  ocr: string;
  ineNumber: string;
  ineExpirationYear: string;
  cic: string;
};

export function GeneralDataForm({
  defaultValues = { electorCode: '', ocr: '', ineNumber: '', ineExpirationYear: '', cic: '' },
  onSubmit,
}: StepFormProps<GeneralDataValues, Values>) {
  return (
    <StepForm
      schema={generalDataSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      intro={t.intro}
    >
      <TextField id="electorCode" label={t.electorCode} name="electorCode" />
      <TextField id="ocr" label={t.ocr} inputMode="numeric" name="ocr" />
      <TextField id="ineNumber" label={t.ineNumber} inputMode="numeric" name="ineNumber" />
      <TextField
        id="ineExpirationYear"
        label={t.ineExpirationYear}
        inputMode="numeric"
        name="ineExpirationYear"
      />
      <TextField id="cic" label={t.cic} inputMode="numeric" name="cic" />
    </StepForm>
  );
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const c = request.client ?? {};
  return (
    <>
      <dl>
        <dt>{staff.detail.client}</dt>
        <dd>{clientName(request)}</dd>
        <dt>{n.curp}</dt>
        <dd>{request.curp}</dd>
        <dt>{n.rfc}</dt>
        <dd>{request.rfc}</dd>
        <dt>{n.birthDate}</dt>
        <dd>{fromIsoDate(c.birthDate)}</dd>
      </dl>
      <GeneralDataForm
        defaultValues={{
          electorCode: c.electorCode ?? '',
          ocr: c.ocr ?? '',
          ineNumber: c.ineNumber ?? '',
          ineExpirationYear: c.ineExpirationYear ?? '',
          cic: c.cic ?? '',
        }}
        onSubmit={async (v) => {
          const ok = await save(
            {
              'client/electorCode': v.electorCode,
              'client/ocr': v.ocr,
              'client/ineNumber': v.ineNumber,
              'client/ineExpirationYear': v.ineExpirationYear,
              // An optional field is saved empty: the rules refuse deleting a capture field.
              'client/cic': v.cic ?? '',
            },
            statusAtLeast(request.status, 'generalData'),
          );
          if (ok) navigate(employmentHref(id));
        }}
      />
    </>
  );
}

export function GeneralDataStep() {
  return (
    <FolioGate title={es.screens.generalData} step="generalData">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
