/** A session branch as the app frame lists it: name, id and its branch type in Spanish. */
import { isBranchType } from '@/config/lending';
import { staffBranchTypes } from '@/copy/staff-lists';
import type { Branch } from '@/stores/session';

export function branchLabel(b: Branch): string {
  const parts = [b.branchID, isBranchType(b.branchType) ? staffBranchTypes[b.branchType] : '']
    .filter(Boolean)
    .join(', ');
  return b.name ? `${b.name} (${parts})` : parts;
}
