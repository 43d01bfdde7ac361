import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { cnca } from '@/copy/cnca';

import { cncaSearchSchema } from '../schemas/cnca-search-schema';
import type { CncaSearchForm as Values } from '../schemas/cnca-search-schema';

const t = cnca.search;

/** The client's CURP for the CNCA lookup. */
export function CncaSearchForm({ onSearch }: { onSearch: (v: Values) => Promise<void> | void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Values>(cncaSearchSchema, { curp: '' });
  return (
    <form onSubmit={handleSubmit(onSearch)} noValidate aria-label={t.legend}>
      <TextField
        id="cnca-curp"
        label={t.curp}
        autoComplete="off"
        error={errors.curp?.message}
        {...register('curp')}
      />
      <SubmitButton busy={isSubmitting} label={t.submit} busyLabel={t.searching} />
    </form>
  );
}
