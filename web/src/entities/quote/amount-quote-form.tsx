/**
 * Cotizar por monto: the amount the client asks for and, optionally, one term; beside the
 * quotation by payment capacity (POST /quoter/obtainQuotationByAmountFilter, entities/quote/quotation).
 */
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { staff } from '@/copy/es';
import { amountQuoteSchema } from '@/entities/fields/yup';
import type { AmountQuoteValues } from '@/entities/fields/yup';

const t = staff.quoter.byAmount;

/** The terms the gateway quotes, in months. */
export const QUOTED_TERMS = [12, 24, 36, 48, 60] as const;

export interface AmountQuote {
  amount: number;
  /** Absent: every term. */
  term?: number;
}

export function AmountQuoteForm({
  onSubmit,
  idPrefix = 'by-amount',
}: {
  onSubmit: (q: AmountQuote) => Promise<void> | void;
  idPrefix?: string;
}) {
  const form = useSchemaForm<AmountQuoteValues>(amountQuoteSchema, { amount: '', term: '' });
  const { register } = form;
  const { isSubmitting } = form.formState;
  return (
    <Form
      form={form}
      aria-label={t.title}
      onSubmit={(v) =>
        onSubmit({ amount: Number(v.amount), ...(v.term ? { term: Number(v.term) } : {}) })
      }
    >
      <h3>{t.title}</h3>
      <TextField name="amount" id={`${idPrefix}-amount`} label={t.amount} inputMode="decimal" />
      <div className="field">
        <label htmlFor={`${idPrefix}-term`}>{t.term}</label>
        <select id={`${idPrefix}-term`} {...register('term')}>
          <option value="">{t.anyTerm}</option>
          {QUOTED_TERMS.map((n) => (
            <option key={n} value={String(n)}>
              {staff.quoterResult.months(n)}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton busy={isSubmitting} label={t.submit} busyLabel={t.busy} />
    </Form>
  );
}
