import type { FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/lib/request-model';
import { useSchemaForm } from '@/lib/use-schema-form';

import { externalSettlements } from '../optional-steps';
import { lcomSchema } from '../schemas/lcom-schema';
import type { LcomForm as Values } from '../schemas/lcom-schema';
import { stepHref } from '../step-paths';
import { DateField, SubmitButton, TextField } from './fields';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';

const t = staff.lcom;

const asDate = (d: string | Date) => (d instanceof Date ? d : undefined);

/** One fieldset per external credit: letter folio, amount and validity of its settlement letter. */
export function LcomForm({
  credits,
  defaultValues,
  onSubmit,
}: {
  credits: readonly [string, string][];
  defaultValues: Values;
  onSubmit: (v: Values) => Promise<void> | void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Values>(lcomSchema(credits.map(([id]) => id)), defaultValues);
  const err = (id: string, k: keyof Values[string]) =>
    (errors[id] as Record<string, FieldError> | undefined)?.[k];
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>{t.intro}</p>
      {credits.map(([id, lender]) => (
        <fieldset key={id} data-credit={id}>
          <legend>{t.credit(id, lender)}</legend>
          <TextField
            id={`${id}-letterFolio`}
            label={t.letterFolio}
            error={err(id, 'letterFolio')}
            registration={register(`${id}.letterFolio`)}
          />
          <TextField
            id={`${id}-amount`}
            label={t.amount}
            inputMode="decimal"
            error={err(id, 'amount')}
            registration={register(`${id}.amount`)}
          />
          <DateField
            id={`${id}-validUntil`}
            label={t.validUntil}
            error={err(id, 'validUntil')}
            control={control}
            name={`${id}.validUntil`}
            defaultYear={new Date().getFullYear()}
          />
        </fieldset>
      ))}
      <SubmitButton busy={isSubmitting} />
    </form>
  );
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const credits = externalSettlements(request);
  const stored = request.lcom?.letters ?? {};
  const next = statusAfterStep(request.status, 'lcom');
  if (credits.length === 0) {
    return (
      <>
        <p role="status">{t.none}</p>
        <button type="button" onClick={() => navigate(stepHref('clientReference', id)!)}>
          {staff.common.continue}
        </button>
      </>
    );
  }
  const defaults: Values = Object.fromEntries(
    credits.map(([cid]) => {
      const l = stored[cid];
      return [
        cid,
        {
          letterFolio: l?.letterFolio ?? '',
          amount: l?.amount ? String(l.amount) : '',
          validUntil: fromIsoDate(l?.validUntil),
        },
      ];
    }),
  );
  return (
    <LcomForm
      credits={credits}
      defaultValues={defaults}
      onSubmit={async (v) => {
        const letters = Object.fromEntries(
          credits.map(([cid, lender]) => [
            cid,
            {
              lender,
              letterFolio: v[cid]!.letterFolio,
              amount: Number(v[cid]!.amount),
              validUntil: isoFromDate(asDate(v[cid]!.validUntil)),
            },
          ]),
        );
        const ok = await save({ lcom: { letters } }, next);
        if (ok) navigate(stepHref('clientReference', id)!);
      }}
    />
  );
}

/** LCOM (DESIGN §4, lcom): the settlement letters of the other lenders' credits. */
export function LcomStep() {
  return (
    <FolioGate title={es.screens.lcom} step="lcom">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
