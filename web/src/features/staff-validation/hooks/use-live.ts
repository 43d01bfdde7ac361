/**
 * Live reads of the staff screens on the one live-data layer (entities/folio/live-data.ts): errors/cox of the
 * admin's branches and a folio's trail. Folios and lists are read with entities/folio/live-data.ts directly.
 */
import { equalTo, limitToLast, orderByChild, query, ref } from 'firebase/database';

import { useLiveChildren } from '@/entities/folio/live-data';
import type { Live } from '@/entities/folio/live-data';
import { EMPTY_ID_MESSAGES } from '@/lib/data-guards';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

export type { Live };

export interface CoxError {
  probankNumber: string;
  attended?: boolean;
  message?: string;
  requestId?: string;
  /** The folio's agreement branch, written by the functions. */
  branch?: string;
  at?: number;
}

/**
 * errors/cox records of the admin's own branches, live: those not attended yet, or all of them
 * with `includeAttended`; without branch ids, 'Invalid or empty array of IDs.'. The rules let an admin read only its branches' records, one branch per
 * query (orderByChild('branch').equalTo(branch)); the branches are read side by side.
 */
export function useLiveCoxErrors(includeAttended = false): Live<CoxError[]> {
  const held = useStore(sessionStore, (s) => s.branches).map((b) => b.branchID);
  const branches = held.filter(Boolean);
  const live = useLiveChildren<CoxError>(
    `errors/cox|${branches.join(',')}|${includeAttended}`,
    (db) => branches.map((b) => query(ref(db, 'errors/cox'), orderByChild('branch'), equalTo(b))),
    (v, key) => {
      const e = v as CoxError | null;
      return e && (includeAttended || e.attended !== true) ? { ...e, probankNumber: key } : null;
    },
  );
  // docs/requirements.md §5: a read by branch ids with none (or an empty one) fails with the
  // spec's message instead of reading nothing.
  if (held.length === 0 || branches.length !== held.length) {
    return { state: 'missing', message: EMPTY_ID_MESSAGES.ids };
  }
  return live;
}

/** One change of the trail: a value before and after, masked by the functions when personal. */
export interface HistoryChange {
  from?: unknown;
  to?: unknown;
}

/**
 * requestHistory/{id}/{key}, written by the functions for every committed change of the folio:
 * when, who (uid or 'functions', and role), the status before and after (null when absent), the
 * changed leaf paths relative to the folio, and per path (with '/' written '|') its values.
 */
export interface HistoryEntry {
  key: string;
  from?: string | null;
  to?: string | null;
  by?: string;
  role?: string;
  at?: number;
  reason?: string;
  paths?: string[];
  changes?: Record<string, HistoryChange>;
  /** 'access' for a read through the desk function (docs/adr/0040-staff-desk-and-four-eyes.md). */
  kind?: string;
  /** What an access entry read: an image kind or 'identifiers'. */
  accessed?: string;
}

/** Oldest first; entries of the same millisecond in key (push id) order. */
export function byTime(a: HistoryEntry, b: HistoryEntry): number {
  return (a.at ?? 0) - (b.at ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The newest `limit` entries of requestHistory/{id}, live, ordered by `at`: the database sends
 * only that page (orderByChild('at').limitToLast, indexed on `at` by the rules), since the trail
 * grows with every read of the desk.
 */
export function useLiveTrail(id: string, limit: number): Live<HistoryEntry[]> {
  const live = useLiveChildren<HistoryEntry>(
    `requestHistory/${id}|${limit}`,
    (db) => query(ref(db, `requestHistory/${id}`), orderByChild('at'), limitToLast(limit)),
    (v, key) => ({ ...(v as HistoryEntry), key }),
  );
  return live.state === 'ready' ? { state: 'ready', value: [...live.value].sort(byTime) } : live;
}
