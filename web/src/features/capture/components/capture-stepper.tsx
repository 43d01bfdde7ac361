import { staff } from '@/copy/es';
import { captureOrder, statusLabel } from '@/lib/request-model';
import type { RequestStatus } from '@/lib/request-model';

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

/** "Paso X de Y" and the list of steps; the current one carries aria-current="step". */
export function CaptureStepper({ step, reached }: { step: RequestStatus; reached?: string }) {
  const index = Math.max(0, STEPPER.indexOf(step));
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
            {statusLabel(s)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
