import { es } from '@/copy/es';
import { charactersAndSpaces, isRequired, yup } from '@/entities/fields/yup';

/** Identity questions answered against the folio: birth date (day/month/year) and first surname. */
export const questionnaireSchema = yup.object({
  day: isRequired(),
  month: isRequired(),
  year: isRequired(),
  // A surname as the customer types it: letters and spaces ('Formato de nombre incorrecto').
  firstLastName: charactersAndSpaces().max(60).required(es.validation.required),
});

export type QuestionnaireValues = yup.InferType<typeof questionnaireSchema>;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/** Whether the answers match the folio's client (ISO birth date, first surname; accents ignored). */
export function answersMatch(
  v: QuestionnaireValues,
  client: { birthDate?: string; firstLastName?: string },
): boolean {
  const iso = `${v.year}-${v.month.padStart(2, '0')}-${v.day.padStart(2, '0')}`;
  const dateOk = !client.birthDate || client.birthDate === iso;
  const nameOk = !client.firstLastName || fold(client.firstLastName) === fold(v.firstLastName);
  return dateOk && nameOk;
}
