/**
 * The agreement groups of the chosen branch and the agreements of the chosen group, loaded as each
 * choice changes; a list whose load failed, or that belongs to an earlier choice, reads empty.
 */
import { useEffect, useState } from 'react';

import type { Option } from '@/entities/quote/quotation';

interface Loaded {
  key: string;
  list: Option[];
}

export function useAgreementLists(
  branchId: string,
  groupId: string,
  loadGroups: (branchId: string) => Promise<Option[]>,
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>,
) {
  const [groups, setGroups] = useState<Loaded>({ key: '', list: [] });
  const [items, setItems] = useState<Loaded>({ key: '', list: [] });

  useEffect(() => {
    if (!branchId) return;
    let live = true;
    loadGroups(branchId)
      .then((list) => live && setGroups({ key: branchId, list }))
      .catch(() => live && setGroups({ key: branchId, list: [] }));
    return () => {
      live = false;
    };
  }, [branchId, loadGroups]);

  const itemsKey = `${branchId}|${groupId}`;
  useEffect(() => {
    if (!branchId || !groupId) return;
    let live = true;
    loadAgreements(branchId, groupId)
      .then((list) => live && setItems({ key: itemsKey, list }))
      .catch(() => live && setItems({ key: itemsKey, list: [] }));
    return () => {
      live = false;
    };
  }, [branchId, groupId, itemsKey, loadAgreements]);

  const groupList = branchId && groups.key === branchId ? groups.list : [];
  return {
    groups: groupList,
    items: groupId && items.key === itemsKey ? items.list : [],
    /** The branch's groups have loaded and there are none. */
    noGroups: !!branchId && groups.key === branchId && groupList.length === 0,
  };
}
