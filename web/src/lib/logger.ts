/**
 * The one logger of the SPA. Every record carries promoterID (the seller's bpId, docs/requirements.md §3) once a
 * promoter is known; the monitoring service reads these records from the console in production.
 *
 * A customer link's credential (`/folio/{credential}/…`) must never leave the page: before a
 * record reaches the console or a tap, every string in it (message, context, errors) has the
 * credentials the page registered (`redactInLogs`) and any long `/folio/` segment replaced by
 * `:uuid` (docs/adr: the credential is a bearer secret; the database keeps only its hash).
 *
 * Personal data never reaches the console or a tap either: a value under a key the folio contract
 * classes (`curp`, `phone`, `password`, …) is masked by that class, and a CURP, RFC, CLABE or phone
 * number in any other text as its field's class (lib/mask.ts; docs/contract.md, personal data).
 */

import { deviceId } from '@/lib/device';
import { classOfKey, mask, maskText } from '@/lib/mask';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogRecord {
  level: LogLevel;
  message: string;
  promoterID?: string;
  /** ISO time, the route name of the current page, the device id (docs/requirements.md §3). */
  time?: string;
  route?: string;
  deviceId?: string;
  /** Set on API call records (http.ts): the X-Request-Id sent, the duration and the status. */
  requestId?: string;
  durationMs?: number;
  status?: number;
  [key: string]: unknown;
}

type Sink = (record: LogRecord, ...args: unknown[]) => void;

const consoleSink: Sink = (record, ...args) => {
  const { level, message, ...rest } = record;
  // eslint-disable-next-line no-console
  console[level](message, ...args, rest);
};

let sink: Sink = consoleSink;
let promoterID: string | undefined;
let routeName: string | undefined;
const taps = new Set<(record: LogRecord) => void>();

/** Sets the route name every later record carries (page-views.ts, on each navigation). */
export function setRouteName(name: string | undefined): void {
  routeName = name || undefined;
}

/** Also hands every record to `tap` (monitoring.ts); returns a function removing it. */
export function addLogTap(tap: (record: LogRecord) => void): () => void {
  taps.add(tap);
  return () => void taps.delete(tap);
}

const FIELDS = ['requestId', 'durationMs', 'status', 'folio', 'route'] as const;

/** Credentials the page has seen, each with what replaces it in records. */
const secrets = new Map<string, string>();

/**
 * Replaces `value` with `as` in every later record (the link's credential, as soon as a customer
 * route sees it). Short values are ignored: they would blank out ordinary words.
 */
export function redactInLogs(value: string | undefined, as = ':uuid'): void {
  if (!value || value.length < 8) return;
  secrets.set(value, as);
  const encoded = encodeURIComponent(value);
  if (encoded !== value) secrets.set(encoded, as);
}

/** Forgets the registered credentials (tests). */
export function resetRedactions(): void {
  secrets.clear();
}

// A link credential is >= 128 bits of URL-safe base64 (22+ characters); folio ids (push ids) are
// 20, so a longer segment after /folio/ is taken for a credential even before it is registered.
const LONG_FOLIO_SEGMENT = /\/folio\/[A-Za-z0-9_%-]{22,}(?=[/?#"'\s]|$)/g;

/** `text` with every known credential and any long `/folio/` segment replaced. */
export function scrubText(text: string): string {
  let out = text.replace(LONG_FOLIO_SEGMENT, '/folio/:uuid');
  for (const [value, as] of secrets) {
    if (out.includes(value)) out = out.split(value).join(as);
  }
  return out;
}

/** The record's own ids: never rewritten (the console filters on them). */
const IDS = new Set(['promoterID', 'folio', 'requestId', 'deviceId', 'time', 'route', 'level']);

/** Free text with its credentials and personal identifiers masked. */
function safeText(text: string): string {
  return maskText(scrubText(text));
}

/**
 * A copy of `v` safe to log (Errors stay Errors): a string or number under a personal `key` masked
 * by its class, any other string through safeText; the record's ids as they are.
 */
export function scrubValue(v: unknown, key = '', depth = 0, seen = new WeakSet<object>()): unknown {
  const cls = classOfKey(key);
  if (typeof v === 'string') return cls === 'none' ? safeText(v) : mask(cls, scrubText(v));
  if (typeof v === 'number' && cls !== 'none') return mask(cls, String(v));
  if (typeof v !== 'object' || v === null) return v;
  if (seen.has(v) || depth > 6) return '[…]';
  seen.add(v);
  if (v instanceof Error) {
    const e = new Error(safeText(v.message));
    e.name = v.name;
    e.stack = v.stack === undefined ? undefined : safeText(v.stack);
    return e;
  }
  if (Array.isArray(v)) return v.map((x) => scrubValue(x, key, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    out[k] = IDS.has(k) ? x : scrubValue(x, k, depth + 1, seen);
  }
  return out;
}

function safeDeviceId(): string | undefined {
  try {
    return deviceId();
  } catch {
    return undefined;
  }
}

/** Sets the promoter every later record carries (undefined after logout). */
export function setPromoterID(id: string | undefined): void {
  promoterID = id || undefined;
}

/** Replaces where records go (tests capture them); returns a function restoring the console. */
export function setLogSink(next: Sink): () => void {
  sink = next;
  return () => {
    sink = consoleSink;
  };
}

function emit(level: LogLevel, rawMessage: string, rawArgs: unknown[]): void {
  const message = safeText(rawMessage);
  const args = rawArgs.map((a) => scrubValue(a));
  const record: LogRecord = { level, message, time: new Date().toISOString() };
  if (routeName) record.route = routeName;
  if (promoterID) record.promoterID = promoterID;
  const device = safeDeviceId();
  if (device) record.deviceId = device;
  // Known fields of a context object argument become record fields ({durationMs, requestId}).
  const ctx = args.find((a) => typeof a === 'object' && a !== null && !(a instanceof Error));
  for (const k of FIELDS) {
    const v = (ctx as Record<string, unknown> | undefined)?.[k];
    if (v !== undefined) (record as Record<string, unknown>)[k] = v;
  }
  sink(record, ...args);
  const rest = args.filter((a) => a !== ctx);
  // Monitoring gets the whole context object too, and the other arguments as `detail`.
  const shipped: LogRecord = { ...(ctx as object | undefined), ...record };
  if (rest.length > 0) shipped.detail = rest.map(describe);
  for (const tap of taps) {
    try {
      tap(shipped);
    } catch {
      // A tap never breaks the caller.
    }
  }
}

function describe(a: unknown): unknown {
  if (a instanceof Error) return `${a.name}: ${a.message}`;
  return typeof a === 'object' ? a : String(a);
}

export const logger = {
  debug: (message: string, ...args: unknown[]) => emit('debug', message, args),
  info: (message: string, ...args: unknown[]) => emit('info', message, args),
  warn: (message: string, ...args: unknown[]) => emit('warn', message, args),
  error: (message: string, ...args: unknown[]) => emit('error', message, args),
};

export type Logger = typeof logger;
