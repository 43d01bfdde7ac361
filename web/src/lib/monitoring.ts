/**
 * Ships the logger's records to a monitoring service (docs/requirements.md §7 "Other", §9: sample rate 100 %,
 * environment prod) through a vendor-neutral adapter: the emulator suite's local log sink, or a
 * generic HTTP intake with an API key header in production. Records are masked, sampled, tagged
 * with the environment and batched (size, interval, pagehide). Shipping never throws and never
 * logs: a failure only bumps a counter, so the page and the logger are never affected.
 */
import type { MonitoringConfig } from '@/config/env';
import { addLogTap, scrubText, scrubValue } from '@/lib/logger';
import type { LogRecord } from '@/lib/logger';
import { maskText as maskShapes } from '@/lib/mask';

/** One shipped record: a masked log record plus its environment tag. */
export type ShippedRecord = LogRecord & { environment: string };

/** Where batches go. `unloading` is true on pagehide: the page may be gone before a reply. */
export interface MonitoringAdapter {
  send(batch: ShippedRecord[], opts: { unloading: boolean }): Promise<void>;
}

export interface TransportDeps {
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: BodyInit) => boolean;
}

function transport(deps: TransportDeps) {
  return {
    fetch: deps.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a)),
    beacon:
      deps.sendBeacon ??
      (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url: string, data: BodyInit) => navigator.sendBeacon(url, data)
        : undefined),
  };
}

/**
 * The deadline of one send: an intake that does not answer in time is abandoned and counted as a
 * failure, so no send waits for good (docs/adr/0060-side-effects-survive-their-process.md).
 */
export const MONITORING_TIMEOUT_MS = 10_000;

async function post(doFetch: typeof fetch, url: string, init: RequestInit): Promise<void> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), MONITORING_TIMEOUT_MS);
  try {
    // No Referer: on a customer link page the address holds the link's credential.
    const res = await doFetch(url, {
      method: 'POST',
      referrerPolicy: 'no-referrer',
      ...init,
      signal: deadline.signal,
    });
    if (!res.ok) throw new Error(`monitoring: ${res.status}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The suite's sink: a JSON array POSTed as text/plain (a CORS simple request, no preflight); on
 * pagehide through navigator.sendBeacon when the browser has it.
 */
export function localSinkAdapter(url: string, deps: TransportDeps = {}): MonitoringAdapter {
  const t = transport(deps);
  return {
    async send(batch, { unloading }) {
      const body = JSON.stringify(batch);
      if (unloading && t.beacon?.(url, body)) return;
      await post(t.fetch, url, {
        body,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        keepalive: unloading,
      });
    },
  };
}

/**
 * A generic HTTP log intake (most vendors accept a JSON array with an API key header). Beacons
 * cannot carry headers, so pagehide uses fetch with keepalive.
 */
export function httpIntakeAdapter(
  opts: { url: string; apiKey: string; apiKeyHeader: string },
  deps: TransportDeps = {},
): MonitoringAdapter {
  const t = transport(deps);
  return {
    async send(batch, { unloading }) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (opts.apiKey) headers[opts.apiKeyHeader] = opts.apiKey;
      await post(t.fetch, opts.url, { body: JSON.stringify(batch), headers, keepalive: unloading });
    },
  };
}

/** The adapter the configuration selects, or null when monitoring is off. */
export function adapterFor(
  cfg: MonitoringConfig,
  deps: TransportDeps = {},
): MonitoringAdapter | null {
  if (cfg.vendor === 'local') return localSinkAdapter(cfg.url, deps);
  if (cfg.vendor === 'http') return httpIntakeAdapter(cfg, deps);
  return null;
}

/**
 * Free text with CURPs, RFCs, CLABEs and phone numbers masked as the contract classes their fields
 * (lib/mask.ts), and link credentials as `:uuid` (the logger already did; a record handed in
 * directly gets it too).
 */
export function maskText(text: string): string {
  return maskShapes(scrubText(text));
}

/**
 * A copy of the record with no personal field unmasked and no CURP, RFC, phone or CLABE in its text,
 * masked as the logger masks (scrubValue): the record's ids stay.
 */
export function maskRecord(record: LogRecord): LogRecord {
  return scrubValue(record) as LogRecord;
}

export interface MonitorOptions {
  adapter: MonitoringAdapter;
  sampleRate: number;
  environment: string;
  /** Flush when this many records wait (default 20). */
  batchSize?: number;
  /** Flush waiting records after this long (default 5000 ms). */
  intervalMs?: number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export interface Monitor {
  /** Masks, samples and queues one record. Never throws. */
  record(record: LogRecord): void;
  /** Sends what waits now; resolves when the send settled (failures are swallowed). */
  flush(opts?: { unloading?: boolean }): Promise<void>;
  /** How many batches failed to ship (never logged: that would recurse). */
  failures(): number;
  /** Records waiting to be sent. */
  pending(): number;
}

export function createMonitor(opts: MonitorOptions): Monitor {
  const batchSize = opts.batchSize ?? 20;
  const intervalMs = opts.intervalMs ?? 5000;
  const random = opts.random ?? Math.random;
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let queue: ShippedRecord[] = [];
  let timer: unknown;
  let failed = 0;

  function flush({ unloading = false } = {}): Promise<void> {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (queue.length === 0) return Promise.resolve();
    const batch = queue;
    queue = [];
    try {
      return opts.adapter.send(batch, { unloading }).catch(() => {
        failed++;
      });
    } catch {
      failed++;
      return Promise.resolve();
    }
  }

  return {
    record(record) {
      try {
        if (!(random() < opts.sampleRate)) return;
        queue.push({ ...maskRecord(record), environment: opts.environment });
        if (queue.length >= batchSize) void flush();
        else timer ??= setTimer(() => void flush(), intervalMs);
      } catch {
        failed++;
      }
    },
    flush,
    failures: () => failed,
    pending: () => queue.length,
  };
}

/**
 * Connects the logger to the configured monitoring service and flushes on pagehide. Returns a
 * function that disconnects it (tests, hot reload).
 */
export function installMonitoring(cfg: MonitoringConfig, deps: TransportDeps = {}): () => void {
  const adapter = adapterFor(cfg, deps);
  if (!adapter) return () => {};
  const monitor = createMonitor({
    adapter,
    sampleRate: cfg.sampleRate,
    environment: cfg.environment,
  });
  const removeTap = addLogTap((r) => monitor.record(r));
  const onHide = () => void monitor.flush({ unloading: true });
  window.addEventListener('pagehide', onHide);
  return () => {
    removeTap();
    window.removeEventListener('pagehide', onHide);
    void monitor.flush();
  };
}
