import { useEffect, useState } from 'react';

import { fetchOutbox } from '../api/outbox';
import type { OutboxDeps, Sms } from '../api/outbox';

export const OUTBOX_REFRESH_MS = 3000;

/** The outbox, read now and every few seconds while the page is open. */
export function useOutbox(deps: OutboxDeps, everyMs = OUTBOX_REFRESH_MS) {
  const [messages, setMessages] = useState<Sms[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { gatewayUrl, clientId, fetch: f } = deps;
  useEffect(() => {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      fetchOutbox({ gatewayUrl, clientId, fetch: f }, ctrl.signal)
        .then((m) => {
          setMessages(m);
          setFailed(false);
        })
        .catch(() => !ctrl.signal.aborted && setFailed(true))
        .finally(() => {
          if (!ctrl.signal.aborted) timer = setTimeout(tick, everyMs);
        });
    };
    tick();
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [gatewayUrl, clientId, f, everyMs]);
  return { messages, failed };
}
