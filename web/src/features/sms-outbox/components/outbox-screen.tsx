import { customer as t } from '@/copy/es';

import type { OutboxDeps } from '../api/outbox';
import { useOutbox } from '../hooks/use-outbox';
import { OutboxList } from './outbox-list';

/** /smsTest: the local SMS outbox, auto-refreshing. */
export function OutboxScreen({ deps, everyMs }: { deps: OutboxDeps; everyMs?: number }) {
  const { messages, failed } = useOutbox(deps, everyMs);
  return (
    <>
      <p>{t.outbox.lead}</p>
      <p role="status">{t.outbox.refreshing}</p>
      {failed && (
        <p role="alert" className="alert">
          {t.outbox.error}
        </p>
      )}
      {messages && <OutboxList messages={messages} />}
    </>
  );
}
