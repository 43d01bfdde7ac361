/**
 * The promoter's moves after the discharge, through the functions with the Firebase ID token:
 * create the loan request a discharged folio leads to (E0006) and cancel a folio (E0009). The list
 * itself follows the folio live; these only report how the call went.
 */
import { useState } from 'react';
import { useAuth } from 'reactfire';

import { ApiError } from '@/lib/http';

import { cancelCncaFolio, linkCncaRequest } from '../api/functions';
import type { LinkedRequest } from '../api/functions';

export type ActionState =
  | { kind: 'idle' }
  | { kind: 'busy'; folio: string; action: 'link' | 'cancel' }
  | { kind: 'linked'; result: LinkedRequest }
  | { kind: 'cancelled'; folio: string }
  | { kind: 'failed'; action: 'link' | 'cancel'; message?: string };

export function useCncaActions() {
  const auth = useAuth();
  const [state, setState] = useState<ActionState>({ kind: 'idle' });
  const token = async () => {
    const user = auth.currentUser;
    if (!user) throw new Error('no user');
    return user.getIdToken();
  };
  const link = async (folio: string): Promise<LinkedRequest | null> => {
    setState({ kind: 'busy', folio, action: 'link' });
    try {
      const result = await linkCncaRequest(await token(), folio);
      setState({ kind: 'linked', result });
      return result;
    } catch (err) {
      setState({ kind: 'failed', action: 'link', message: messageOf(err) });
      return null;
    }
  };
  const cancel = async (folio: string): Promise<boolean> => {
    setState({ kind: 'busy', folio, action: 'cancel' });
    try {
      await cancelCncaFolio(await token(), folio);
      setState({ kind: 'cancelled', folio });
      return true;
    } catch (err) {
      setState({ kind: 'failed', action: 'cancel', message: messageOf(err) });
      return false;
    }
  };
  return { state, link, cancel, reset: () => setState({ kind: 'idle' }) };
}

/** The functions' Spanish message of a refusal (a 409 says why); none for a network failure. */
export function messageOf(err: unknown): string | undefined {
  return err instanceof ApiError && err.status >= 400 && err.message ? err.message : undefined;
}
