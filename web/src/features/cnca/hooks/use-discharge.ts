/**
 * Runs the SIPRE discharge of a folio through the functions and turns the answer into what the page
 * shows: E0004 (total) or E0005 (partial, with its page), or the docs/requirements.md §8 SIPRE error modal for any
 * failure (out of hours, gateway down, nothing left to discharge); the folio stays resumable.
 */
import { useState } from 'react';
import { useAuth } from 'reactfire';

import { ApiError } from '@/lib/http';

import { requestSipreDischarge } from '../api/functions';
import type { Discharge } from '../api/functions';

export type DischargeState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; result: Discharge }
  | { kind: 'sipreError'; code?: string }
  | { kind: 'forbidden' };

/** How a failed call is shown: a 401/403 is an access problem, anything else the SIPRE modal. */
export function failureState(err: unknown): DischargeState {
  if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
    return { kind: 'forbidden' };
  }
  return { kind: 'sipreError', code: err instanceof ApiError ? err.code : undefined };
}

export function useDischarge(folio: string) {
  const auth = useAuth();
  const [state, setState] = useState<DischargeState>({ kind: 'idle' });
  const run = async (): Promise<Discharge | null> => {
    const user = auth.currentUser;
    if (!user) {
      setState({ kind: 'forbidden' });
      return null;
    }
    setState({ kind: 'busy' });
    try {
      const result = await requestSipreDischarge(await user.getIdToken(), folio);
      setState({ kind: 'done', result });
      return result;
    } catch (err) {
      setState(failureState(err));
      return null;
    }
  };
  return { state, run, reset: () => setState({ kind: 'idle' }) };
}
