/**
 * The live branch checks before quoting (entities/quote/quotation checkBranch: getBranchActive, then
 * verifyBranchGroup), run whenever the chosen branch changes. A refused branch carries the
 * docs/requirements.md §6 message word for word; a failed check carries the call's message.
 */
import { useEffect, useState } from 'react';

import { es } from '@/copy/es';
import type { BranchProblem } from '@/entities/quote/quotation';

export type BranchCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok' }
  | { state: 'refused'; message: string };

const MESSAGES: Record<Exclude<BranchProblem, null>, string> = {
  inactive: es.home.branchInactive,
  misconfigured: es.home.branchMisconfigured,
};

export function useBranchCheck(
  branchId: string,
  check: (branchId: string) => Promise<BranchProblem>,
): BranchCheck {
  const [done, setDone] = useState<{ key: string; result: BranchCheck }>({
    key: '',
    result: { state: 'idle' },
  });

  useEffect(() => {
    if (!branchId) return;
    let live = true;
    check(branchId)
      .then((problem) => {
        if (!live) return;
        setDone({
          key: branchId,
          result: problem ? { state: 'refused', message: MESSAGES[problem] } : { state: 'ok' },
        });
      })
      .catch((err: unknown) => {
        if (!live) return;
        const message = err instanceof Error && err.message ? err.message : es.http.connection;
        setDone({ key: branchId, result: { state: 'refused', message } });
      });
    return () => {
      live = false;
    };
  }, [branchId, check]);

  if (!branchId) return { state: 'idle' };
  return done.key === branchId ? done.result : { state: 'checking' };
}
