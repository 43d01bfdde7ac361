import { CorrectionFieldsForm } from '@/entities/corrections/correction-fields-form';
import { correctionFields } from '@/entities/corrections/corrections';
import type { Correction } from '@/entities/corrections/corrections';

/**
 * Action 5's data step: the inputs of the items an open correction asks the customer for. Loaded
 * only when a correction asks for data (documents-screen.tsx), so the documents' first screen
 * carries neither these forms nor their yup rules (docs/adr/0087-documents-before-the-sign-in.md).
 */
export function CorrectionDataForm({
  correction,
  folio,
  onSend,
}: {
  correction: Correction;
  folio: unknown;
  onSend: (patch: Record<string, unknown>) => Promise<string | null>;
}) {
  return (
    <CorrectionFieldsForm fields={correctionFields(correction)} folio={folio} onSend={onSend} />
  );
}
