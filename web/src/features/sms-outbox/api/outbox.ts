/**
 * The gateway simulator's SMS outbox (GET {VITE_GATEWAY_URL}/sms/outbox): a public test page, so
 * the call carries only X-IBM-Client-Id (no token, no device header).
 */
import { CLIENT_ID_HEADER } from '@/lib/http';

export interface Sms {
  messageId: string;
  phone: string;
  message: string;
  sentAt: string;
}

export interface OutboxDeps {
  gatewayUrl: string;
  clientId: string;
  fetch?: typeof fetch;
}

/** Newest first. */
export function sortNewestFirst(messages: readonly Sms[]): Sms[] {
  return [...messages].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
}

/**
 * The deadline of one read, body included: a gateway that does not answer in time fails the read,
 * so the page says so and its next refresh reads again instead of waiting for good
 * (docs/adr/0060-side-effects-survive-their-process.md).
 */
export const OUTBOX_TIMEOUT_MS = 10_000;

export async function fetchOutbox(deps: OutboxDeps, signal?: AbortSignal): Promise<Sms[]> {
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), OUTBOX_TIMEOUT_MS);
  const onAbort = () => deadline.abort();
  if (signal?.aborted) deadline.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const res = await doFetch(`${deps.gatewayUrl.replace(/\/+$/, '')}/sms/outbox`, {
      headers: { Accept: 'application/json', [CLIENT_ID_HEADER]: deps.clientId },
      signal: deadline.signal,
    });
    if (!res.ok) throw new Error(`sms outbox: HTTP ${res.status}`);
    const body = (await res.json()) as { data?: { messages?: Sms[] } };
    return sortNewestFirst(body.data?.messages ?? []);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

const URL_RE = /(https?:\/\/[^\s]+?)([.,;:)]*)(?=\s|$)/g;

export type Part = { text: string } | { url: string };

/** A message split into text and links (trailing punctuation stays text). */
export function linkify(message: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const m of message.matchAll(URL_RE)) {
    const start = m.index ?? 0;
    if (start > at) parts.push({ text: message.slice(at, start) });
    parts.push({ url: m[1]! });
    at = start + m[1]!.length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}
