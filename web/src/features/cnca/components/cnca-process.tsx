import { cnca } from '@/copy/cnca';

import { processSteps } from '../codes';
import type { CncaProgress } from '../codes';

const t = cnca.process;

/**
 * The whole CNCA process of one folio (biometric, SIPRE discharge, loan request, linked) with the
 * state of each stage, as an ordered list a screen reader reads in order.
 */
export function CncaProcess({ cnca: c, folio }: { cnca: CncaProgress | undefined; folio: string }) {
  return (
    <ol className="cnca-process" aria-label={`${cnca.requests.process} ${folio}`}>
      {processSteps(c).map((s) => (
        <li
          key={s.label}
          data-state={s.state}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          {s.label} <small>({t.state[s.state]})</small>
        </li>
      ))}
    </ol>
  );
}
