import { quoterFields } from '@/lib/yup';

import { yup } from './rules';

/** Cotizador: branch, agreement group and agreement (placeholder → 'Selecciona'), capacity. */
export const quoterSchema = yup.object(quoterFields());

export type QuoterForm = yup.InferType<typeof quoterSchema>;
