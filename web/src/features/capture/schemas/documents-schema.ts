import type { yup } from './rules';
import { officialIdDocuments } from './rules';

/** Documentos: INE front and back, one JPG/JPEG file each (docs/requirements.md §5). */
export const documentsSchema = officialIdDocuments();

export type DocumentsForm = yup.InferType<typeof documentsSchema>;
