/**
 * docs/requirements.md §5: a data call with an empty id or uuid fails with these messages, word for
 * word, before it reaches the database or the functions.
 */
export const EMPTY_ID_MESSAGES = {
  request: 'Request id empty.',
  uuid: 'UUID empty.',
  role: 'Role id empty.',
  body: 'Request empty.',
  ids: 'Invalid or empty array of IDs.',
} as const;

export type EmptyIdKind = keyof typeof EMPTY_ID_MESSAGES;

/** The failure of a data call made with an empty id; its message is the SPEC's. */
export class EmptyIdError extends Error {
  constructor(readonly kind: EmptyIdKind) {
    super(EMPTY_ID_MESSAGES[kind]);
    this.name = 'EmptyIdError';
  }
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** The id itself, or EmptyIdError('request' | 'uuid' | 'role') when it is empty. */
export function requireId(
  kind: 'request' | 'uuid' | 'role',
  id: string | null | undefined,
): string {
  if (blank(id)) throw new EmptyIdError(kind);
  return id!;
}

/** The record itself, or EmptyIdError('body') when it is missing or has no fields. */
export function requireRecord<T extends object>(record: T | null | undefined): T {
  if (!record || typeof record !== 'object' || Object.keys(record).length === 0) {
    throw new EmptyIdError('body');
  }
  return record;
}

/** The ids, or EmptyIdError('ids') when the list is not an array, is empty or holds an empty id. */
export function requireIds(ids: unknown): string[] {
  if (!Array.isArray(ids) || ids.length === 0 || ids.some(blank)) throw new EmptyIdError('ids');
  return ids as string[];
}
