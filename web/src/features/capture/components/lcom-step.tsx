import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { DatePicker, fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/lib/request-model';

import { externalSettlements } from '../optional-steps';
import { lcomSchema } from '../schemas/lcom-schema';
import type { LcomForm as Values } from '../schemas/lcom-schema';
import { stepHref } from '../step-paths';
import { FieldErrorText, SubmitButton, TextField } from './fields';
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
  } = useForm<Values>({
    resolver: yupResolver(lcomSchema(credits.map(([id]) => id))) as never,
    defaultValues,
  });
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
          <div className="field">
            <label htmlFor={`${id}-validUntil`}>{t.validUntil}</label>
            <Controller
              control={control}
              name={`${id}.validUntil`}
              render={({ field }) => (
                <DatePicker
                  id={`${id}-validUntil`}
                  name={field.name}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  defaultYear={new Date().getFullYear()}
                  invalid={!!err(id, 'validUntil')}
                  describedBy={err(id, 'validUntil') ? `${id}-validUntil-error` : undefined}
                />
              )}
            />
            <FieldErrorText id={`${id}-validUntil`} error={err(id, 'validUntil')} />
          </div>
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
