/**
 * Who may capture (docs/requirements.md §5, §6): not a blocked promoter, and a promoter needs an active, well
 * configured branch. Admin staff are not tied to branches. Returns the Spanish reason, or null.
 */
import { es, staff } from '@/copy/es';
import { isAdminRole, isPromoterBlocked } from '@/stores/session';
import type { SessionState } from '@/stores/session';

export function captureBlocker(s: Pick<SessionState, 'role' | 'branches' | 'promoterBlocked'>) {
  if (isPromoterBlocked(s.promoterBlocked)) return staff.common.blocked;
  if (isAdminRole(s.role)) return null;
  if (s.branches.length === 0 || s.branches.some((b) => !b.branchID || b.configured === false)) {
    return es.home.branchMisconfigured;
  }
  if (s.branches.every((b) => b.active === false)) return es.home.branchInactive;
  return null;
}
