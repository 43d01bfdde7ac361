import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { cnca } from '@/copy/cnca';

import { cncaSearchSchema } from '../schemas/cnca-search-schema';
import type { CncaSearchForm as Values } from '../schemas/cnca-search-schema';

const t = cnca.search;

/** The client's CURP for the CNCA lookup. */
export function CncaSearchForm({ onSearch }: { onSearch: (v: Values) => Promise<void> | void }) {
  const form = useSchemaForm<Values>(cncaSearchSchema, { curp: '' });
  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSearch} aria-label={t.legend}>
      <TextField id="cnca-curp" label={t.curp} autoComplete="off" name="curp" />
      <SubmitButton busy={isSubmitting} label={t.submit} busyLabel={t.searching} />
    </Form>
  );
}
