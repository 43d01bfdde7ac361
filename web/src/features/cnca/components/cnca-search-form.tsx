import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
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
  } = useForm<Values>({ resolver: yupResolver(cncaSearchSchema), defaultValues: { curp: '' } });
  return (
    <form onSubmit={handleSubmit(onSearch)} noValidate aria-label={t.legend}>
      <TextField
        id="cnca-curp"
        label={t.curp}
        autoComplete="off"
        error={errors.curp?.message}
        {...register('curp')}
      />
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.searching : t.submit}
        </button>
      </p>
    </form>
  );
}
