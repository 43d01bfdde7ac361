import { useNavigate } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { useFolioId } from '../hooks/use-folio';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { SimulatorForm } from './simulator-form';

const text = (n: number | undefined) => (n ? String(n) : '');

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const sim = request.capacitySimulator;
  return (
    <SimulatorForm
      defaultValues={{ perceptions: text(sim?.perceptions), deductions: text(sim?.deductions) }}
      onSubmit={async (v) => {
        const ok = await save(
          {
            capacitySimulator: {
              perceptions: Number(v.perceptions),
              deductions: Number(v.deductions ?? 0),
              paymentCapacity: v.paymentCapacity,
            },
          },
          statusAfterStep(request.status, 'capacitySimulator'),
        );
        if (ok) navigate(stepHref('quoter', id)!);
      }}
    />
  );
}

/** The simulator alone (home menu), or a folio's capacity step when ?folio= is given. */
export function SimulatorStep() {
  const id = useFolioId();
  if (!id) {
    return (
      <ScreenShell title={es.screens.paymentCapacity}>
        <SimulatorForm />
      </ScreenShell>
    );
  }
  return (
    <FolioGate title={es.screens.paymentCapacity} step="quoter">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
