/**
 * The one logger of the SPA. Every record carries promoterID (the seller's bpId, SPEC §3) once a
 * promoter is known; the monitoring service reads these records from the console in production.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogRecord {
  level: LogLevel;
  message: string;
  promoterID?: string;
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
  const record: LogRecord = { level, message };
  if (promoterID) record.promoterID = promoterID;
  sink(record, ...args);
}

export const logger = {
  debug: (message: string, ...args: unknown[]) => emit('debug', message, args),
  info: (message: string, ...args: unknown[]) => emit('info', message, args),
  warn: (message: string, ...args: unknown[]) => emit('warn', message, args),
  error: (message: string, ...args: unknown[]) => emit('error', message, args),
};

export type Logger = typeof logger;
