import { useSchemaForm } from '@/components/form/use-schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { staff } from '@/copy/es';

import { searchSchema } from '../schemas/search-schema';
import type { SearchForm as SearchValues } from '../schemas/search-schema';
import { RadioField, TextField } from './fields';

const t = staff.search;

/** CURP, RFC or NSS: one field, with the rule of the chosen kind. */
export function SearchForm({ onSearch }: { onSearch: (v: SearchValues) => Promise<void> | void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<SearchValues>(searchSchema, { by: 'curp', value: '' });
  return (
    <form onSubmit={handleSubmit(onSearch)} noValidate>
      <RadioField
        id="search-by"
        label={t.by}
        error={errors.by}
        registration={register('by')}
        options={[
          { value: 'curp', label: t.curp },
          { value: 'rfc', label: t.rfc },
          { value: 'nss', label: t.nss },
        ]}
      />
      <TextField
        id="search-value"
        label={t.value}
        error={errors.value}
        registration={register('value')}
      />
      <SubmitButton busy={isSubmitting} label={t.submit} busyLabel={t.searching} />
    </form>
  );
}
