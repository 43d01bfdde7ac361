/** yup schemas of the staff validation modals and the questionnaires (messages from entities/fields/yup). */
import { corrections, es } from '@/copy/es';
import { maxText, yup } from '@/entities/fields/yup';

/** Rejection modal: the reason is required (statusReason, ≤ 500). */
export const reasonSchema = yup.object({
  statusReason: maxText(500).required(es.validation.required),
});
export type ReasonValues = yup.InferType<typeof reasonSchema>;

/** A correction: the items and annexes to correct (at least one) and why. */
export const correctionRequestSchema = yup.object({
  items: yup.array(yup.string().required()).default([]),
  annexes: yup
    .array(yup.string().required())
    .default([])
    .test('one', corrections.request.pickOne, function (annexes) {
      const items = (this.parent as { items?: unknown[] }).items ?? [];
      return items.length + (annexes?.length ?? 0) > 0;
    }),
  reason: maxText(500).required(es.validation.required),
});
export type CorrectionRequestValues = yup.InferType<typeof correctionRequestSchema>;

/** Enviar a firma: what the customer must do (requestedAction 2, 3 or 4). */
export function signatureSchema(actions: readonly number[]) {
  return yup.object({
    requestedAction: yup
      .string()
      .required(es.validation.required)
      .oneOf(actions.map(String), es.validation.required),
  });
}
export type SignatureValues = { requestedAction: string };

export type QuestionType = 'OB' | 'CB' | 'FT' | 'OP';
export interface Question {
  id: string;
  type: QuestionType;
  text: string;
  options?: readonly string[];
}

/**
 * A questionnaire (docs/requirements.md §3 question types): OB one answer, CB several, FT free text, OP one of the
 * options or "other" with its text. Every question must be answered.
 */
export function questionnaireSchema(questions: readonly Question[]) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const q of questions) {
    if (q.type === 'CB') {
      shape[q.id] = yup.array(yup.string().required()).min(1, es.validation.required).required();
    } else if (q.type === 'FT') {
      shape[q.id] = maxText(500).required(es.validation.required);
    } else {
      shape[q.id] = yup.string().required(es.validation.required);
    }
    if (q.type === 'OP') {
      shape[`${q.id}Other`] = yup.string().when(q.id, {
        is: '__other',
        then: () => maxText(200).required(es.validation.required),
        otherwise: () => yup.string().optional(),
      });
    }
  }
  return yup.object(shape);
}
