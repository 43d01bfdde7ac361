/**
 * The corrections an operator may apply from a status: the staff's and the functions' transitions
 * of functions/internal/lifecycle/lifecycle.json (the function checks the same, monitor.Targets).
 */
import lifecycle from '../../../../functions/internal/lifecycle/lifecycle.json';

interface Transition {
  from: string[];
  to: string[];
  by: string[];
}

const groups = lifecycle.groups as Record<string, string>;
const statuses = lifecycle.statuses as Record<string, { group: string }>;

function expand(list: string[]): string[] {
  return list.flatMap((x) =>
    x.startsWith('@') && x.slice(1) in groups
      ? Object.keys(statuses).filter((s) => statuses[s]!.group === x.slice(1))
      : [x],
  );
}

const CORRECTORS = ['staff', 'functions'];

export function operatorTargets(from: string): string[] {
  const out = new Set<string>();
  for (const t of lifecycle.transitions as Transition[]) {
    if (!t.by.some((b) => CORRECTORS.includes(b)) || !expand(t.from).includes(from)) continue;
    for (const to of expand(t.to)) if (to !== from) out.add(to);
  }
  return [...out].sort();
}
