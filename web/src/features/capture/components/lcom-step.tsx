import { useNavigate } from 'react-router';

import { DateField } from '@/components/form/date-field';
import { TextField } from '@/components/form/fields';
import { fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { externalSettlements } from '../optional-steps';
import type { Settlement } from '../optional-steps';
import { lcomSchema } from '../schemas/lcom-schema';
import type { LcomForm as Values } from '../schemas/lcom-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { StepForm } from './step-form';
import type { StepFormProps } from './step-form';

const t = staff.lcom;

const asDate = (d: string | Date) => (d instanceof Date ? d : undefined);

/**
 * One fieldset per external credit: letter folio, amount and validity of its settlement letter.
 * The form is keyed by the credit's slot (its key in the folio); the page names it by credit id.
 */
export function LcomForm({
  credits,
  defaultValues,
  onSubmit,
}: StepFormProps<Values, Values> & { credits: readonly Settlement[]; defaultValues: Values }) {
  return (
    <StepForm
      schema={lcomSchema(credits.map((c) => c.key))}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      intro={t.intro}
    >
      {credits.map(({ key, creditId, lender }) => (
        <fieldset key={key} data-credit={creditId}>
          <legend>{t.credit(creditId, lender)}</legend>
          <TextField
            id={`${creditId}-letterFolio`}
            label={t.letterFolio}
            name={`${key}.letterFolio`}
          />
          <TextField
            id={`${creditId}-amount`}
            label={t.amount}
            inputMode="decimal"
            name={`${key}.amount`}
          />
          <DateField
            id={`${creditId}-validUntil`}
            label={t.validUntil}
            name={`${key}.validUntil`}
            defaultYear={new Date().getFullYear()}
          />
        </fieldset>
      ))}
    </StepForm>
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
    credits.map(({ key, creditId }) => {
      // A letter saved for another credit in this slot (the credits were chosen again) is not it.
      const saved = stored[key];
      const l = saved && (saved.creditId ?? creditId) === creditId ? saved : undefined;
      return [
        key,
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
          credits.map(({ key, creditId, lender }) => [
            key,
            {
              creditId,
              lender,
              letterFolio: v[key]!.letterFolio,
              amount: Number(v[key]!.amount),
              validUntil: isoFromDate(asDate(v[key]!.validUntil)),
            },
          ]),
        );
        const ok = await save({ lcom: { letters } }, next);
        if (ok) navigate(stepHref('clientReference', id)!);
      }}
    />
  );
}

/** LCOM (docs/design.md §4, lcom): the settlement letters of the other lenders' credits. */
export function LcomStep() {
  return (
    <FolioGate title={es.screens.lcom} step="lcom">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
