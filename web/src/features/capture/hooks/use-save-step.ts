/**
 * Saving a capture step: writes the patch and the next status, reports a failure in Spanish and
 * keeps the form as it is (nothing already saved is lost: the folio only changes on success).
 */
import { useCallback } from 'react';
import { useAuth, useDatabase } from 'reactfire';

import { staff } from '@/copy/es';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { saveStep } from '../api/folio';

export type SaveFn = (patch: Record<string, unknown>, status?: string) => Promise<boolean>;

export function useSaveStep(id: string): SaveFn {
  const db = useDatabase();
  const auth = useAuth();
  return useCallback(
    async (patch, status) => {
      const uid = auth.currentUser?.uid;
      try {
        if (!uid) throw new Error('not signed in to Firebase');
        await saveStep(db, id, uid, patch, status);
        return true;
      } catch (err) {
        logger.error('capture step not saved', { id }, err);
        toast(staff.common.saveError, { kind: 'error' });
        return false;
      }
    },
    [auth, db, id],
  );
}
