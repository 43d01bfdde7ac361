import { Dialog } from '@/components/ui/dialog';
import { libranza as t } from '@/copy/libranza';

export type Ineligible = 'noCredits' | 'uif';

/** docs/requirements.md §8: the carta libranza no-credits modal, and the UIF modal (client not eligible). */
export function EligibilityDialog({ kind, onClose }: { kind: Ineligible; onClose: () => void }) {
  const c = t[kind];
  return (
    <Dialog
      title={c.title}
      onClose={onClose}
      actions={
        <button type="button" onClick={onClose}>
          {c.close}
        </button>
      }
    >
      <p>{c.body}</p>
    </Dialog>
  );
}
