import { quoterFields, yup } from '@/lib/yup';

/** Cotizador CNCA: branch, agreement group and agreement (placeholder → 'Selecciona'), capacity. */
export const cncaQuoterSchema = yup.object(quoterFields());

export type CncaQuoterForm = yup.InferType<typeof cncaQuoterSchema>;
