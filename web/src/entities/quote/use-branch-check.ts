/**
 * The live branch checks before quoting (entities/quote/quotation checkBranch: getBranchActive, then
 * verifyBranchGroup), run whenever the chosen branch changes. A refused branch carries the
 * docs/requirements.md §6 message word for word; a failed check carries the call's message.
 */
import { es } from '@/copy/es';
import type { BranchProblem } from '@/entities/quote/quotation';
import { useOnce } from '@/lib/use-once';

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
  const run = useOnce(branchId ? () => check(branchId) : null, [branchId, check]);
  if (!branchId) return { state: 'idle' };
  if (run.loading) return { state: 'checking' };
  if (run.error !== undefined) {
    const err = run.error;
    return {
      state: 'refused',
      message: err instanceof Error && err.message ? err.message : es.http.connection,
    };
  }
  return run.data ? { state: 'refused', message: MESSAGES[run.data] } : { state: 'ok' };
}
