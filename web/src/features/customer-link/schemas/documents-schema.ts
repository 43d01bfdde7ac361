import type { yup } from '@/entities/fields/yup';
import { officialIdDocuments } from '@/entities/fields/yup';

/** Reprocessing: the official ID again, front and back, JPG/JPEG, one file each (docs/requirements.md §5). */
export const documentsSchema = officialIdDocuments();

export type DocumentsValues = yup.InferType<typeof documentsSchema>;
