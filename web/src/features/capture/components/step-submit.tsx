import { SubmitButton as UiSubmitButton } from '@/components/ui/submit-button';
import { staff } from '@/copy/es';

/** A capture step's submit button ("Continuar", "Guardando…" while it saves). */
export function SubmitButton({ busy, label }: { busy: boolean; label?: string }) {
  return (
    <UiSubmitButton
      busy={busy}
      label={label ?? staff.common.continue}
      busyLabel={staff.common.saving}
    />
  );
}
