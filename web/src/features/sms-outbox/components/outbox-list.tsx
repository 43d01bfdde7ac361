import { customer as t } from '@/copy/es';

import { linkify } from '../api/outbox';
import type { Sms } from '../api/outbox';

const when = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Mexico_City',
});

/** The SMS messages, newest first, with their links clickable. */
export function OutboxList({ messages }: { messages: readonly Sms[] }) {
  if (messages.length === 0) return <p>{t.outbox.empty}</p>;
  return (
    <ol aria-label={t.outbox.message} style={{ listStyle: 'none', padding: 0 }}>
      {messages.map((m) => (
        <li key={m.messageId} className="alert" style={{ background: '#fff' }}>
          <p style={{ margin: 0 }}>
            <strong>{t.outbox.phone}:</strong> {m.phone} · <strong>{t.outbox.sentAt}:</strong>{' '}
            <time dateTime={m.sentAt}>{when.format(new Date(m.sentAt))}</time>
          </p>
          <p style={{ margin: '0.5rem 0 0', overflowWrap: 'anywhere' }}>
            {linkify(m.message).map((p, i) =>
              'url' in p ? (
                <a key={i} href={p.url}>
                  {p.url}
                </a>
              ) : (
                <span key={i}>{p.text}</span>
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
