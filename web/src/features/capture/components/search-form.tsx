import { RadioField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { staff } from '@/copy/es';

import { searchSchema } from '../schemas/search-schema';
import type { SearchForm as SearchValues } from '../schemas/search-schema';

const t = staff.search;

/** CURP, RFC or NSS: one field, with the rule of the chosen kind. */
export function SearchForm({ onSearch }: { onSearch: (v: SearchValues) => Promise<void> | void }) {
  const form = useSchemaForm<SearchValues>(searchSchema, { by: 'curp', value: '' });
  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSearch}>
      <RadioField
        id="search-by"
        label={t.by}
        name="by"
        options={[
          { value: 'curp', label: t.curp },
          { value: 'rfc', label: t.rfc },
          { value: 'nss', label: t.nss },
        ]}
      />
      <TextField id="search-value" label={t.value} name="value" />
      <SubmitButton busy={isSubmitting} label={t.submit} busyLabel={t.searching} />
    </Form>
  );
}
