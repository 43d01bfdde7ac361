/** A form's submit button, disabled (and saying so) while the submit runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <p>
      <button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </p>
  );
}
