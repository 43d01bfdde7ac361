/**
 * The corrections an operator may apply from a status: the staff's and the functions' transitions
 * of the folio contract (lib/folio-contract.gen.ts; the function checks the same, monitor.Targets).
 */
import { TRANSITIONS, type Actor } from '@/lib/folio-contract.gen';

const CORRECTORS: readonly Actor[] = ['staff', 'functions'];

export function operatorTargets(from: string): string[] {
  const out = new Set<string>();
  for (const t of TRANSITIONS) {
    if (!t.by.some((b) => CORRECTORS.includes(b))) continue;
    if (!(t.from as readonly string[]).includes(from)) continue;
    for (const to of t.to) if (to !== from) out.add(to);
  }
  return [...out].sort();
}
