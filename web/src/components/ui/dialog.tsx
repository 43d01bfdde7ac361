import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A modal dialog: labelled by its title, focus moved into it, closed with its button or Escape.
 * `actions` is a button row under the content, for dialogs whose content is not a form of its own.
 */
export function Dialog({
  title,
  children,
  actions,
  onClose,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      className="dialog-backdrop"
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(15, 23, 42, 0.45)',
        display: 'grid',
        placeItems: 'center',
        zIndex: 20,
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        style={{
          background: '#fff',
          borderRadius: 8,
          padding: '1.5rem',
          maxWidth: '28rem',
          width: 'calc(100% - 2rem)',
          // A long form (a correction's items) scrolls inside the dialog, not off the screen.
          maxHeight: 'calc(100vh - 2rem)',
          overflowY: 'auto',
          boxSizing: 'border-box',
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions && (
          <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
