import type { yup } from '@/lib/yup';
import { officialIdDocuments } from '@/lib/yup';

/** Reprocessing: the official ID again, front and back, JPG/JPEG, one file each (docs/requirements.md §5). */
export const documentsSchema = officialIdDocuments();

export type DocumentsValues = yup.InferType<typeof documentsSchema>;
