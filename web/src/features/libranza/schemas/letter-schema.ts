import { es } from '@/copy/es';
import { letterFolioValidation, libranzaFolio, yup } from '@/entities/fields/yup';

/**
 * Generar carta libranza (docs/requirements.md §5): the letter folio is digits and hyphens, exactly 13 characters
 * (letterFolioValidation); the libranza folio has no spaces and at least 12 characters.
 */
export const letterSchema = yup.object({
  letterFolio: letterFolioValidation().required(es.validation.required),
  libranzaFolio: libranzaFolio().required(es.validation.required),
});

export type LetterForm = yup.InferType<typeof letterSchema>;
