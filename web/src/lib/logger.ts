/**
 * The one logger of the SPA. Every record carries promoterID (the seller's bpId, SPEC §3) once a
 * promoter is known; the monitoring service reads these records from the console in production.
 */

import { deviceId } from '@/lib/device';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogRecord {
  level: LogLevel;
  message: string;
  promoterID?: string;
  /** ISO time, the route name of the current page, the device id (SPEC §3). */
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

function emit(level: LogLevel, message: string, args: unknown[]): void {
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
