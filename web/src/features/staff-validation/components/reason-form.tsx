import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CancelSubmit } from '@/components/ui/cancel-submit';
import { validation as t } from '@/copy/es';

import { reasonSchema } from '../schemas';
import type { ReasonValues } from '../schemas';

/**
 * The rejection modal's form: the reason (statusReason) is required. `intro` and `label` reword it
 * for staff action 5 (what the customer must correct).
 */
export function ReasonForm({
  onSubmit,
  onCancel,
  intro = t.reasonIntro,
  label = t.reasonLabel,
}: {
  onSubmit: (v: ReasonValues) => Promise<void> | void;
  onCancel: () => void;
  intro?: string;
  label?: string;
}) {
  const form = useSchemaForm<ReasonValues>(reasonSchema, { statusReason: '' });
  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{intro}</p>
      <TextField id="status-reason" label={label} maxLength={500} name="statusReason" />
      <CancelSubmit busy={isSubmitting} cancel={t.cancel} submit={t.confirm} onCancel={onCancel} />
    </Form>
  );
}
