/**
 * The agreement groups of the chosen branch and the agreements of the chosen group, loaded as each
 * choice changes; a list whose load failed, or that belongs to an earlier choice, reads empty.
 */
import type { Option } from '@/entities/quote/quotation';
import { useOnce } from '@/lib/use-once';

export function useAgreementLists(
  branchId: string,
  groupId: string,
  loadGroups: (branchId: string) => Promise<Option[]>,
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>,
) {
  const groups = useOnce(branchId ? () => loadGroups(branchId) : null, [branchId, loadGroups]);
  const items = useOnce(branchId && groupId ? () => loadAgreements(branchId, groupId) : null, [
    branchId,
    groupId,
    loadAgreements,
  ]);
  const groupList = (branchId && groups.data) || [];
  return {
    groups: groupList,
    items: (groupId && items.data) || [],
    /** The branch's groups have answered and there are none (a failed load reads as none). */
    noGroups: !!branchId && !groups.loading && groupList.length === 0,
  };
}
