import { Link } from 'react-router';

import { staff } from '@/copy/es';
import { captureOrder, statusLabel } from '@/entities/folio/request-model';
import type { RequestStatus } from '@/entities/folio/request-model';

import { stepHref } from '../step-paths';

/** The capture steps the stepper shows (optional steps appear only when the folio is on them). */
export const STEPPER: readonly RequestStatus[] = [
  'quoter',
  'quoterResult',
  'contactInformation',
  'settleCredits',
  'depositIndividuals',
  'clientReference',
  'generalData',
  'documents',
];

/**
 * "Paso X de Y" and the list of steps; the current one carries aria-current="step". With the
 * folio's id, every step before the current one that the folio has reached is a link back to it
 * (the way back within capture).
 */
export function CaptureStepper({
  step,
  reached,
  id,
}: {
  step: RequestStatus;
  reached?: string;
  id?: string;
}) {
  const index = Math.max(0, STEPPER.indexOf(step));
  const back = (s: RequestStatus) =>
    STEPPER.indexOf(s) < index && captureOrder(s) <= captureOrder(reached) && !!stepHref(s, 'x');
  return (
    <nav aria-label={staff.common.steps} className="capture-stepper">
      <p>{staff.common.stepOf(index + 1, STEPPER.length)}</p>
      <ol
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', paddingLeft: '1.25rem' }}
      >
        {STEPPER.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            style={{
              fontWeight: s === step ? 700 : 400,
              // Steps not reached yet are greyed with a colour that keeps 4.5:1 (WCAG 1.4.3).
              color: captureOrder(s) <= captureOrder(reached) || s === step ? undefined : '#52606d',
            }}
          >
            {id && back(s) ? <Link to={stepHref(s, id)!}>{statusLabel(s)}</Link> : statusLabel(s)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
