/** A dialog form's two buttons, right-aligned: cancel, and submit disabled while the submit runs. */
export function CancelSubmit({
  busy,
  cancel,
  submit,
  onCancel,
}: {
  busy: boolean;
  cancel: string;
  submit: string;
  onCancel: () => void;
}) {
  return (
    <p style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
      <button type="button" className="secondary" onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" disabled={busy}>
        {submit}
      </button>
    </p>
  );
}
