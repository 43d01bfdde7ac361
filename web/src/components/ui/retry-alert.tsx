/**
 * A failed call's message with "Reintentar": the screen keeps what was typed and repeats the same
 * call (a hung or unreachable service, docs/adr/0060-side-effects-survive-their-process.md).
 */
import { es } from '@/copy/es';

export function RetryAlert({
  message,
  onRetry,
  busy = false,
  children,
}: {
  message: string;
  onRetry: () => void;
  busy?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <p role="alert" className="alert">
      {message}{' '}
      <button type="button" className="secondary" disabled={busy} onClick={onRetry}>
        {es.errorPage.retry}
      </button>{' '}
      {children}
    </p>
  );
}
